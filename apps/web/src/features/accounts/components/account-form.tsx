import { SHIPPING_MODES } from '@lanehub/shared/constants/modes';
import {
  type TAccount,
  type TAccountInput,
  type TAccountValues,
  ZAccountInput,
} from '@lanehub/shared/features/accounts/accounts.contract';
import { Alert, Button, Card, Group, Stack, Switch, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../../components/company-picker';
import { submitWithServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { SearchableSelect } from '../../../components/searchable-select';
import { useAccountFormOptions } from '../api/account-form-options';

// Fields the server may name in fieldErrors; anything else becomes an error toast.
const FIELDS = ['number', 'accountType', 'mode', 'location', 'manageBy', 'enable'];

export const emptyAccount = (): TAccountInput => ({
  number: '',
  accountType: '',
  mode: 'integrated_shipping',
  location: null,
  manageBy: null,
  enable: true,
});

export const valuesOf = (account: TAccount): TAccountInput => ({
  number: account.number,
  accountType: account.accountType ?? '',
  mode: (SHIPPING_MODES.find((m) => m.mode === account.mode)?.mode ?? 'integrated_shipping') as TAccountInput['mode'],
  location: account.location,
  manageBy: account.manageBy,
  enable: account.enable,
});

export type AccountFormProps = {
  initialValues: TAccountInput;
  /** Saves the parsed values; rejects with the server's error (field errors land on the fields). */
  onSave: (values: TAccountValues) => Promise<unknown>;
  onCancel?: () => void;
  /** Shows the enable switch (the detail page enables and disables with its own button). */
  withEnable?: boolean;
  readOnly?: boolean;
  extraActions?: ReactNode;
};

// The account form (spec 01 §3 Account): number, accountType, mode (the six modes of §2.2), one of the
// company's locations, the managing company picked from the partner network, enable.
export const AccountForm = ({
  initialValues,
  onSave,
  onCancel,
  withEnable,
  readOnly,
  extraActions,
}: AccountFormProps) => {
  const { t } = useTranslation();
  const options = useAccountFormOptions();
  const form = useAppForm<TAccountInput, TAccountValues>(ZAccountInput, { defaultValues: initialValues });
  const errorOf = useFieldError(form);
  const submit = submitWithServerErrors(form, onSave, FIELDS);
  const { isSubmitting } = form.formState;

  const locationOptions = (options.data?.locations ?? []).map((location) => ({
    value: location.id,
    label: location.code ? `${location.name} (${location.code})` : location.name,
  }));

  return (
    <form onSubmit={submit} noValidate aria-label={t('accounts.formLabel')}>
      <Card withBorder maw={720}>
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack>
            {options.isError ? (
              <Alert color="red" variant="light" role="alert">
                {t('accounts.optionsError')}
              </Alert>
            ) : null}
            <Group grow align="flex-start">
              <TextInput
                label={t('accounts.fields.number')}
                required
                {...form.register('number')}
                error={errorOf('number')}
              />
              <TextInput
                label={t('accounts.fields.accountType')}
                {...form.register('accountType')}
                error={errorOf('accountType')}
              />
            </Group>
            <Controller
              control={form.control}
              name="mode"
              render={({ field }) => (
                <SearchableSelect
                  label={t('accounts.fields.mode')}
                  required
                  options={SHIPPING_MODES.map((m) => ({ value: m.mode, label: t(`modes.${m.mode}`) }))}
                  value={field.value ?? null}
                  onChange={(value) => {
                    field.onChange(value);
                    field.onBlur();
                  }}
                  error={errorOf('mode')}
                  disabled={readOnly}
                />
              )}
            />
            <Controller
              control={form.control}
              name="location"
              render={({ field }) => (
                <SearchableSelect
                  label={t('accounts.fields.location')}
                  options={locationOptions}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  clearable
                  disabled={readOnly || options.isPending}
                  error={errorOf('location')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="manageBy"
              render={({ field }) => (
                <CompanyPicker
                  label={t('accounts.fields.manageBy')}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  error={errorOf('manageBy')}
                  disabled={readOnly}
                />
              )}
            />
            {withEnable ? (
              <Controller
                control={form.control}
                name="enable"
                render={({ field }) => (
                  <Switch
                    label={t('accounts.fields.enable')}
                    checked={field.value ?? true}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            ) : null}
            {readOnly ? null : (
              <Group justify="space-between">
                <div>{extraActions}</div>
                <Group>
                  {onCancel ? (
                    <Button variant="default" onClick={onCancel}>
                      {t('common.cancel')}
                    </Button>
                  ) : null}
                  <Button type="submit" loading={isSubmitting}>
                    {t('accounts.save')}
                  </Button>
                </Group>
              </Group>
            )}
          </Stack>
        </fieldset>
      </Card>
    </form>
  );
};
