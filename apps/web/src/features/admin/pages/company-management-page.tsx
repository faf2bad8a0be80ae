import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RequireSystemAdmin } from '../../../components/require-system-admin';
import { COMPANY_APPROVE_PATH, CompanyDetailView } from '../components/company-detail-view';
import { CompanyList } from '../components/company-list';

export const COMPANY_MANAGEMENT_PATH = '/admin/company-management';

// /admin/company-management: every company, with a way to the approval screens.
export const CompanyManagementPage = () => {
  const { t } = useTranslation();
  return (
    <RequireSystemAdmin>
      <Stack>
        <Group justify="space-between">
          <Title order={2}>{t('menu.companyManagement')}</Title>
          <Button component={Link} to={COMPANY_APPROVE_PATH} variant="light">
            {t('adminArea.approvals.title')}
          </Button>
        </Group>
        <CompanyList basePath={COMPANY_MANAGEMENT_PATH} tableName="admin-companies" />
      </Stack>
    </RequireSystemAdmin>
  );
};

// /admin/company-management/:companyId: profile, users, accounts, subscriptions; enable or disable.
export const CompanyManagementDetailPage = () => {
  const { t } = useTranslation();
  const { companyId = '' } = useParams();
  return (
    <RequireSystemAdmin>
      <CompanyDetailView
        key={companyId}
        companyId={companyId}
        basePath={COMPANY_MANAGEMENT_PATH}
        variant="management"
        backLabel={t('menu.companyManagement')}
      />
    </RequireSystemAdmin>
  );
};
