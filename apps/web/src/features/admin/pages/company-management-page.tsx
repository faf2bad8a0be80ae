import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RequireSystemAdmin } from '../../../components/require-system-admin';
import { COMPANY_APPROVE_PATH, CompanyDetailView } from '../components/company-detail-view';
import { CompanyList } from '../components/company-list';

export const COMPANY_MANAGEMENT_PATH = '/admin/company-management';

// /admin/company-management: every company with its approval status (the one company screen: the
// former approval list redirects here, issue 13 §6), and New company.
export const CompanyManagementPage = () => {
  const { t } = useTranslation();
  return (
    <RequireSystemAdmin>
      <Stack>
        <PageHeader
          title={t('menu.companyManagement')}
          description={t('pages.admin.companies')}
          actions={
            <Button component={Link} to={`${COMPANY_APPROVE_PATH}/new-company`} leftSection={<IconPlus size={16} />}>
              {t('adminArea.approvals.newCompany')}
            </Button>
          }
        />
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
