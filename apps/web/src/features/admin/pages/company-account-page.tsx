import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RequireSystemAdmin } from '../../../components/require-system-admin';
import { translateMessage } from '../../../lib/i18n';
import { useCompanyAccount } from '../api/company-account';
import { AccountDetailView } from '../components/account-detail-view';

const CompanyAccount = ({
  basePath,
  companyId,
  accountId,
}: {
  basePath: string;
  companyId: string;
  accountId: string;
}) => {
  const { t } = useTranslation();
  const query = useCompanyAccount(companyId, accountId);
  const companyPath = `${basePath}/${companyId}`;
  if (query.isPending) {
    return <Loader />;
  }
  return (
    <Stack>
      <Anchor component={Link} to={companyPath} size="sm">
        {t('adminArea.backTo', { name: query.data?.company.legalName ?? t('adminArea.fields.company') })}
      </Anchor>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : (
        <AccountDetailView account={query.data} companyPath={companyPath} editable={false} />
      )}
    </Stack>
  );
};

// /admin/company-management/:companyId/account/:accountId and /company/company-approve/…/account/:accountId:
// an account of that company (Account Management edits accounts).
export const CompanyAccountPage = ({ basePath }: { basePath: string }) => {
  const { companyId = '', accountId = '' } = useParams();
  return (
    <RequireSystemAdmin>
      <CompanyAccount basePath={basePath} companyId={companyId} accountId={accountId} />
    </RequireSystemAdmin>
  );
};
