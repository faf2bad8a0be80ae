import type { TAccount } from '@lanehub/shared/features/accounts/accounts.contract';
import { Alert, Button, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { toastError, toastSuccess } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { accountTypeLabel } from '../../../lib/labels';
import { RequirePermission, useCan } from '../../../resources/require-permission';
import { ACCOUNTS_PATH } from '../account-paths';
import { useAccount } from '../api/get-account';
import { useSaveAccount } from '../api/save-account';
import { useSetAccountEnabled } from '../api/set-account-enabled';
import { AccountForm, valuesOf } from '../components/account-form';

const Fact = ({ label, value }: { label: string; value: string }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm">{value || '—'}</Text>
  </div>
);

const Detail = ({ account }: { account: TAccount }) => {
  const { t } = useTranslation();
  const canWrite = useCan()('company.edit');
  const save = useSaveAccount(account.id);
  const setEnabled = useSetAccountEnabled(account.id);
  const [confirming, setConfirming] = useState(false);

  const toggle = async () => {
    try {
      await setEnabled.mutateAsync(!account.enable);
      toastSuccess(t(account.enable ? 'accounts.messages.disabled' : 'accounts.messages.enabled'));
    } catch (error) {
      toastError(error instanceof Error ? translateMessage(t, error.message) : String(error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack>
      <PageHeader
        title={t('accounts.detailTitle', { number: account.number })}
        badge={
          <StatusBadge tone={account.enable ? 'positive' : 'neutral'}>
            {account.enable ? t('accounts.enabled') : t('accounts.disabled')}
          </StatusBadge>
        }
        description={t('pages.accountDetail')}
        breadcrumbs={[{ label: t('accounts.title'), to: ACCOUNTS_PATH }, { label: account.number }]}
        actions={
          canWrite ? (
            <Button
              variant="light"
              color={account.enable ? 'red' : 'green'}
              onClick={() => (account.enable ? setConfirming(true) : void toggle())}
              loading={setEnabled.isPending}
            >
              {account.enable ? t('accounts.disable') : t('accounts.enable')}
            </Button>
          ) : null
        }
      />
      <Card withBorder maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label={t('accounts.fields.mode')} value={account.mode ? t(`modes.${account.mode}`) : ''} />
          <Fact label={t('accounts.fields.location')} value={account.locationName ?? ''} />
          <Fact label={t('accounts.fields.manageBy')} value={account.manageByName ?? ''} />
          <Fact label={t('accounts.fields.accountType')} value={accountTypeLabel(t, account.accountType)} />
          <Fact label={t('accounts.fields.companyType')} value={account.companyType.join(', ')} />
          <Fact label={t('common.updated')} value={formatDate(account.updatedAt)} />
        </SimpleGrid>
      </Card>
      {canWrite ? (
        <>
          <Title order={2}>{t('accounts.editTitle')}</Title>
          <AccountForm
            key={account.updatedAt}
            initialValues={valuesOf(account)}
            onSave={async (values) => {
              // The enable state has its own button; the edit keeps it as it is.
              await save.mutateAsync({ ...values, enable: account.enable });
              toastSuccess(t('accounts.messages.updated'));
            }}
          />
        </>
      ) : null}
      <ConfirmDialog opened={confirming} onCancel={() => setConfirming(false)} onConfirm={toggle} />
    </Stack>
  );
};

const DetailLoader = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const query = useAccount(id);
  if (query.isPending) {
    return <Loader aria-label={t('common.loading')} />;
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {translateMessage(t, query.error.message)}
      </Alert>
    );
  }
  return <Detail account={query.data} />;
};

// /company/account-detail/:id: the account's facts, its edit form and enable/disable.
export const AccountDetailPage = () => {
  const { id = '' } = useParams();
  return (
    <RequirePermission permission="company.view">
      <DetailLoader id={id} />
    </RequirePermission>
  );
};
