import { SHIPPING_MODE_NAMES } from '@lanehub/shared/constants/modes';
import {
  ADMIN_MESSAGES,
  type TAdminAccount,
  type TAdminUpdateAccount,
  type TAdminUpdateAccountInput,
  ZAdminUpdateAccount,
} from '@lanehub/shared/features/admin/admin.contract';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FieldInput } from '../../../components/form/field-input';
import { submitWithServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { PageHeader } from '../../../components/page-header';
import { SearchableSelect } from '../../../components/searchable-select';
import { toastSuccess } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { accountTypeLabel } from '../../../lib/labels';
import { useUpdateAdminAccount } from '../api/update-account';
import { DetailLine } from './detail-line';
import { EnabledBadge } from './status-badges';

const FIELDS = ['enable', 'mode', 'accountType'];

const AccountEditor = ({ account }: { account: TAdminAccount }) => {
  const { t } = useTranslation();
  const update = useUpdateAdminAccount(account.id);
  const form = useAppForm<TAdminUpdateAccountInput, TAdminUpdateAccount>(ZAdminUpdateAccount, {
    defaultValues: {
      enable: account.enable,
      mode: (SHIPPING_MODE_NAMES as readonly string[]).includes(account.mode ?? '')
        ? (account.mode as TAdminUpdateAccount['mode'])
        : null,
      accountType: account.accountType,
    },
  });
  const errorOf = useFieldError(form);
  const onSubmit = submitWithServerErrors(
    form,
    async (values) => {
      await update.mutateAsync(values);
      toastSuccess(ADMIN_MESSAGES.accountUpdated);
    },
    FIELDS,
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Card withBorder>
        <Stack>
          <Text fw={600}>{t('adminArea.accounts.edit')}</Text>
          <Group grow align="flex-start">
            <Controller
              control={form.control}
              name="mode"
              render={({ field }) => (
                <SearchableSelect
                  label={t('adminArea.fields.mode')}
                  options={SHIPPING_MODE_NAMES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  clearable
                  error={errorOf('mode')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="accountType"
              render={({ field }) => (
                <FieldInput
                  ref={field.ref}
                  name={field.name}
                  label={t('adminArea.fields.accountType')}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(value || null)}
                  onBlur={field.onBlur}
                  error={errorOf('accountType')}
                />
              )}
            />
          </Group>
          <Controller
            control={form.control}
            name="enable"
            render={({ field }) => (
              <Switch
                label={t('adminArea.fields.enable')}
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('adminArea.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
};

/** One account of a company: its details and, for Account Management, the administrator's edits. */
export const AccountDetailView = ({
  account,
  companyPath,
  editable,
}: {
  account: TAdminAccount;
  companyPath: string;
  editable: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Stack maw={900}>
      <PageHeader
        title={t('adminArea.accounts.title', { number: account.number })}
        badge={<EnabledBadge enabled={account.enable} />}
        description={t('pages.admin.accountDetail')}
        breadcrumbs={[{ label: account.company.legalName, to: companyPath }, { label: account.number }]}
      />
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DetailLine label={t('adminArea.fields.number')} value={account.number} />
          <DetailLine
            label={t('adminArea.fields.company')}
            value={
              <Anchor component={Link} to={companyPath} fw={500}>
                {account.company.legalName}
              </Anchor>
            }
          />
          <DetailLine label={t('adminArea.fields.accountType')} value={accountTypeLabel(t, account.accountType)} />
          <DetailLine
            label={t('adminArea.fields.mode')}
            value={account.mode ? t(`modes.${account.mode}`, { defaultValue: account.mode }) : null}
          />
          <DetailLine label={t('adminArea.fields.manageBy')} value={account.manageBy} />
          <DetailLine label={t('adminArea.fields.location')} value={account.location?.name} />
          <DetailLine label={t('adminArea.fields.updatedAt')} value={formatDate(account.updatedAt)} />
        </SimpleGrid>
      </Card>
      {editable ? <AccountEditor key={account.updatedAt} account={account} /> : null}
    </Stack>
  );
};
