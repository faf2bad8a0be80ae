import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RequireSystemAdmin } from '../../../components/require-system-admin';
import { COMPANY_APPROVE_PATH, CompanyDetailView } from '../components/company-detail-view';
import { CompanyList } from '../components/company-list';

// /company/company-approve (issue 5): companies with their approval status, for the platform administrator.
export const CompanyApprovePage = () => {
  const { t } = useTranslation();
  return (
    <RequireSystemAdmin>
      <Stack>
        <Group justify="space-between">
          <Title order={2}>{t('adminArea.approvals.title')}</Title>
          <Button component={Link} to={`${COMPANY_APPROVE_PATH}/new-company`} leftSection={<IconPlus size={16} />}>
            {t('adminArea.approvals.newCompany')}
          </Button>
        </Group>
        <CompanyList basePath={COMPANY_APPROVE_PATH} tableName="company-approve" />
      </Stack>
    </RequireSystemAdmin>
  );
};

// /company/company-approve/:companyId: the company, with Approve and Decline while it is requested.
export const CompanyApproveDetailPage = () => {
  const { t } = useTranslation();
  const { companyId = '' } = useParams();
  return (
    <RequireSystemAdmin>
      <CompanyDetailView
        key={companyId}
        companyId={companyId}
        basePath={COMPANY_APPROVE_PATH}
        variant="approval"
        backLabel={t('adminArea.approvals.title')}
      />
    </RequireSystemAdmin>
  );
};
