import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RequireCompanyAdmin } from '../../../resources/require-company-admin';
import { PermissionsPanel } from '../components/permissions-panel';
import { PoliciesPanel } from '../components/policies-panel';
import { RolesPanel } from '../components/roles-panel';

const TABS = ['policies', 'permissions', 'roles'] as const;
type Tab = (typeof TABS)[number];

const Access = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as Tab) : 'policies';
  const userId = params.get('user');
  const set = (patch: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value) {
          next.set(key, value);
        } else {
          next.delete(key);
        }
      }
      return next;
    });
  return (
    <Stack>
      <PageHeader title={t('menu.accessManagement')} description={t('pages.access')} />
      <Tabs value={tab} onChange={(next) => set({ tab: next })} keepMounted={false}>
        <Tabs.List>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`access.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="policies" pt="md">
          <PoliciesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="permissions" pt="md">
          <PermissionsPanel userId={userId} onUserChange={(id) => set({ user: id })} />
        </Tabs.Panel>
        <Tabs.Panel value="roles" pt="md">
          <RolesPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};

// /settings/access (company administrators): policies, user permissions and roles (spec 01 §6, spec 02 §4).
export const AccessPage = () => (
  <RequireCompanyAdmin>
    <Access />
  </RequireCompanyAdmin>
);
