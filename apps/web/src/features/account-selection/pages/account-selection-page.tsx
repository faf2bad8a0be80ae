import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_CARD_WIDTH } from '@lanehub/shared/constants/app';
import { DEFAULT_SHIPPING_MODE, firstTypeOf, modeInfo, SHIPPING_MODES } from '@lanehub/shared/constants/modes';
import type { TSelectAccountRequest } from '@lanehub/shared/features/auth/auth.contract';
import { ZSelectAccountRequest } from '@lanehub/shared/features/auth/auth.contract';
import { Alert, Anchor, Autocomplete, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { AuthCard } from '../../../components/auth-card';
import { toastError } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { saveAccountSelection, setAccessToken, setLoggedCompany, setPolicy, useSession } from '../../../lib/session';
import { selectAccount } from '../api/select-account';
import { fetchUserPolicy } from '../api/user-policy';
import { destinationOf, modeBuilt, modeSelectable, ordersDestination } from '../destinations';

type FormInput = z.input<typeof ZSelectAccountRequest>;

export const AccountSelectionPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile, account, mode: storedMode, type: storedType } = useSession();

  const enabledAccounts = useMemo(() => (profile?.account ?? []).filter((a) => a.enable), [profile]);
  const accountNumbers = useMemo(() => [...new Set(enabledAccounts.map((a) => a.number))], [enabledAccounts]);
  const accountByNumber = (value: string) =>
    enabledAccounts.find((a) => a.number.toLowerCase() === value.trim().toLowerCase()) ?? null;
  /** An account's own mode, when it is one of the shipping modes. */
  const modeOfAccount = (value: string) => modeInfo(accountByNumber(value)?.mode ?? '')?.mode ?? null;

  // Coming back to this screen starts from the previous choice; a user with one account finds it
  // chosen, in its own mode (issue 13 §2).
  const initialAccount = account?.number ?? (accountNumbers.length === 1 ? (accountNumbers[0] ?? '') : '');
  const previous = account ? modeInfo(storedMode ?? '')?.mode : undefined;
  const initialMode = previous ?? modeOfAccount(initialAccount) ?? DEFAULT_SHIPPING_MODE;

  const form = useForm<FormInput, unknown, TSelectAccountRequest>({
    resolver: zodResolver(ZSelectAccountRequest),
    mode: 'onTouched',
    defaultValues: {
      accountNumber: initialAccount,
      mode: initialMode,
      type: initialMode === storedMode && storedType ? storedType : firstTypeOf(initialMode),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const mode = form.watch('mode');
  const accountMode = modeOfAccount(form.watch('accountNumber') ?? '');
  const types = modeInfo(mode)?.types ?? [];
  const chooseMode = (value: string) => {
    form.setValue('mode', value as FormInput['mode']);
    // Choosing a mode resets the type to that mode's first type (spec 01 §2.2).
    form.setValue('type', firstTypeOf(value));
  };

  const enter = (destination: (values: TSelectAccountRequest) => string) =>
    form.handleSubmit(async (values) => {
      try {
        const { data } = await selectAccount(values);
        setAccessToken(data.accessToken);
        saveAccountSelection({
          account: data.account,
          mode: values.mode,
          type: values.type ?? null,
          integratedShipping: values.mode === 'integrated_shipping',
        });
        setLoggedCompany(profile?.company ?? null);
        setPolicy(await fetchUserPolicy(data.account._id));
        navigate(destination(values));
      } catch (error) {
        const fieldError = isApiError(error) ? error.fieldErrors?.accountNumber : undefined;
        if (fieldError) {
          form.setError('accountNumber', { type: 'server', message: fieldError }, { shouldFocus: true });
        } else {
          toastError(error instanceof Error ? error.message : String(error));
        }
      }
    });

  return (
    <AuthCard title={t('accountSelection.title')} width={ACCOUNT_CARD_WIDTH}>
      <form onSubmit={enter((values) => destinationOf(values.mode))} noValidate>
        <Stack>
          <Controller
            control={form.control}
            name="accountNumber"
            render={({ field }) => (
              <Autocomplete
                label={t('accountSelection.accountNumber')}
                withAsterisk
                data={accountNumbers}
                value={field.value ?? ''}
                onChange={(value) => {
                  field.onChange(value);
                  // Choosing an account chooses its mode (and that mode's first type).
                  const own = modeOfAccount(value);
                  if (own && own !== form.getValues('mode')) {
                    chooseMode(own);
                  }
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={translateMessage(t, errors.accountNumber?.message) || undefined}
              />
            )}
          />
          <TextInput label={t('accountSelection.companyName')} value={profile?.company?.legalName ?? ''} readOnly />
          <Controller
            control={form.control}
            name="mode"
            render={({ field }) => (
              <Select
                label={t('accountSelection.mode')}
                data={SHIPPING_MODES.map((m) => ({
                  value: m.mode,
                  label: t(`modes.${m.mode}`),
                  disabled: !modeSelectable(m.mode, accountMode),
                }))}
                renderOption={({ option }) => (
                  <Stack gap={0}>
                    <Text size="sm">{option.label}</Text>
                    {modeBuilt(option.value) ? null : (
                      <Text size="xs" c="dimmed">
                        {t('accountSelection.comingSoon')}
                      </Text>
                    )}
                  </Stack>
                )}
                value={field.value}
                allowDeselect={false}
                onChange={(value) => {
                  if (!value) {
                    return;
                  }
                  field.onBlur();
                  chooseMode(value);
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
              />
            )}
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select
                label={t('accountSelection.type')}
                data={types.map((type) => ({ value: type, label: t(`types.${type}`, { defaultValue: type }) }))}
                value={field.value ?? null}
                allowDeselect={false}
                disabled={types.length === 0}
                placeholder={types.length === 0 ? t('accountSelection.noType') : undefined}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
              />
            )}
          />
          {modeBuilt(mode) ? null : (
            <Alert variant="light" color="blue" data-testid="mode-coming-soon">
              {t('accountSelection.modeComingSoon', { mode: t(`modes.${mode}`) })}
            </Alert>
          )}
          <Group justify="space-between" mt="sm">
            <Anchor component={Link} to="/logout">
              {t('accountSelection.back')}
            </Anchor>
            <Group>
              <Button
                type="button"
                variant="default"
                disabled={isSubmitting}
                onClick={enter(() => ordersDestination())}
              >
                {t('accountSelection.order')}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {t('accountSelection.enter')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
};
