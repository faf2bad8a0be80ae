import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RequireSystemAdmin } from '../../../components/require-system-admin';
import { translateMessage } from '../../../lib/i18n';
import { useAdminAccount } from '../api/get-account';
import { AccountDetailView } from '../components/account-detail-view';
import { ACCOUNT_MANAGEMENT_PATH } from './account-management-page';
import { COMPANY_MANAGEMENT_PATH } from './company-management-page';

const AccountDetail = ({ accountId }: { accountId: string }) => {
  const { t } = useTranslation();
  const query = useAdminAccount(accountId);
  if (query.isPending) {
    return <Loader />;
  }
  return (
    <Stack>
      <Anchor component={Link} to={ACCOUNT_MANAGEMENT_PATH} size="sm">
        {t('adminArea.backTo', { name: t('menu.accountManagement') })}
      </Anchor>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : (
        <AccountDetailView
          account={query.data}
          companyPath={`${COMPANY_MANAGEMENT_PATH}/${query.data.company.id}`}
          editable
        />
      )}
    </Stack>
  );
};

// /admin/account-management/:accountId: the account and its enable flag, mode and type.
export const AccountDetailPage = () => {
  const { accountId = '' } = useParams();
  return (
    <RequireSystemAdmin>
      <AccountDetail accountId={accountId} />
    </RequireSystemAdmin>
  );
};
