import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RequirePermission, useCan } from '../../../resources/require-permission';
import { CodesPanel } from '../components/codes-panel';
import { DepartmentsPanel } from '../components/departments-panel';
import { HierarchyPanel } from '../components/hierarchy-panel';
import { RolesPanel } from '../components/roles-panel';
import { TreePanel } from '../components/tree-panel';

const TABS = ['departments', 'hierarchy', 'tree', 'codes', 'roles'] as const;
type Tab = (typeof TABS)[number];

const CompanyHierarchy = () => {
  const { t } = useTranslation();
  const canWrite = useCan()('mynetwork.edit');
  // The open tab lives in the URL so that Back and a shared link keep it.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'departments';
  return (
    <Stack>
      <PageHeader title={t('hrHierarchy.title')} description={t('pages.hierarchy')} />
      <Tabs value={tab} onChange={(next) => next && setParams({ tab: next })} keepMounted={false}>
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`hrHierarchy.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="departments" pt="md">
          <DepartmentsPanel canWrite={canWrite} />
        </Tabs.Panel>
        <Tabs.Panel value="hierarchy" pt="md">
          <HierarchyPanel canWrite={canWrite} />
        </Tabs.Panel>
        <Tabs.Panel value="tree" pt="md">
          <TreePanel />
        </Tabs.Panel>
        <Tabs.Panel value="codes" pt="md">
          <CodesPanel canWrite={canWrite} />
        </Tabs.Panel>
        <Tabs.Panel value="roles" pt="md">
          <RolesPanel canWrite={canWrite} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};

/** The company's HR hierarchy (spec 02 §7.10): departments, who reports to whom, the tree, codes, HR roles. */
export const CompanyHierarchyPage = () => (
  <RequirePermission permission="mynetwork.view">
    <CompanyHierarchy />
  </RequirePermission>
);
