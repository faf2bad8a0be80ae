import {
  SHIPPING_MODE_NAMES,
  type TSettingsAccount,
  type TSettingsAccountUpdate,
  type TSettingsAccountUpdateInput,
  ZSettingsAccountUpdate,
} from '@lanehub/shared';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { submitWithServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { toastSuccess } from '../../../components/toast';
import { translateMessage } from '../../../lib/i18n';
import { RequireCompanyAdmin } from '../../../resources/require-company-admin';
import { useSettingsAccount } from '../api/get-account';
import { useUpdateAccount } from '../api/update-account';
import { TextField } from '../components/text-field';

const AccountForm = ({ account }: { account: TSettingsAccount }) => {
  const { t } = useTranslation();
  const update = useUpdateAccount(account.id);
  const form = useAppForm<TSettingsAccountUpdateInput, TSettingsAccountUpdate>(ZSettingsAccountUpdate, {
    defaultValues: {
      accountType: account.accountType,
      mode: account.mode as TSettingsAccountUpdate['mode'],
      manageBy: account.manageBy,
      enable: account.enable,
    },
  });
  const errorOf = useFieldError(form);
  const onSubmit = submitWithServerErrors(
    form,
    async (values) => {
      const reply = await update.mutateAsync(values);
      toastSuccess(reply.meta.message ?? t('settings.accounts.updated'));
    },
    ['accountType', 'mode', 'manageBy'],
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            control={form.control}
            name="accountType"
            label={t('settings.accounts.accountType')}
            error={errorOf('accountType')}
          />
          <Controller
            control={form.control}
            name="mode"
            render={({ field }) => (
              <Select
                label={t('settings.accounts.mode')}
                data={SHIPPING_MODE_NAMES.map((mode) => ({ value: mode, label: t(`settings.modes.${mode}`) }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                clearable
                error={errorOf('mode')}
              />
            )}
          />
          <TextField
            control={form.control}
            name="manageBy"
            label={t('settings.accounts.manageBy')}
            error={errorOf('manageBy')}
          />
          <Controller
            control={form.control}
            name="enable"
            render={({ field }) => (
              <Switch
                mt="lg"
                label={t('settings.accounts.enable')}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

const AccountDetail = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const account = useSettingsAccount(id);
  return (
    <Stack maw={800}>
      <Anchor component={Link} to="/settings/accounts" size="sm">
        {t('settings.accounts.back')}
      </Anchor>
      {account.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
      {account.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, account.error.message)}
        </Alert>
      ) : null}
      {account.data ? (
        <>
          <Title order={2}>{t('settings.accounts.titleOne', { number: account.data.number })}</Title>
          {account.data.locationName ? (
            <Text size="sm">
              {t('settings.accounts.location')}: {account.data.locationName}
            </Text>
          ) : null}
          <Card withBorder>
            <AccountForm key={account.data.updatedAt} account={account.data} />
          </Card>
        </>
      ) : null}
    </Stack>
  );
};

// /settings/accounts/:id (company administrators): edit or disable an account.
export const AccountDetailPage = () => (
  <RequireCompanyAdmin>
    <AccountDetail />
  </RequireCompanyAdmin>
);
