import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { toastSuccess } from '../../../components/toast';
import { RequirePermission } from '../../../resources/require-permission';
import { ACCOUNTS_PATH, accountDetailPath } from '../account-paths';
import { useSaveAccount } from '../api/save-account';
import { AccountForm, emptyAccount } from '../components/account-form';

// /company/company-accounts/new-account
const NewAccount = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveAccount();
  return (
    <Stack>
      <PageHeader
        title={t('accounts.newTitle')}
        description={t('pages.newAccount')}
        breadcrumbs={[{ label: t('accounts.title'), to: ACCOUNTS_PATH }, { label: t('accounts.newTitle') }]}
      />
      <AccountForm
        initialValues={emptyAccount()}
        withEnable
        onCancel={() => navigate(ACCOUNTS_PATH)}
        onSave={async (values) => {
          const { data } = await save.mutateAsync(values);
          toastSuccess(t('accounts.messages.created'));
          navigate(accountDetailPath(data.id));
        }}
      />
    </Stack>
  );
};

export const NewAccountPage = () => (
  <RequirePermission permission="company.edit">
    <NewAccount />
  </RequirePermission>
);
