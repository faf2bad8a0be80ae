import {
  COMPANY_TYPES,
  ONBOARDING_MSG,
  type TCompanySignUpInput,
  type TCompanySignUpRequest,
  ZCompanySignUpRequest,
} from '@lanehub/shared';
import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { applyServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { SearchableSelect } from '../../../components/searchable-select';
import { useCompanySignUp } from '../api/company-sign-up';
import { useSignUpCountries, useSignUpStates } from '../api/countries';
import { PasswordFields } from '../components/password-fields';
import { errorTextOf, translateOnboarding } from '../onboarding-text';

// Spec 01 §2.1 and §2.2: the account card's width suits this longer form.
const SIGN_UP_CARD_WIDTH = 544;

const messageFromState = (state: unknown): string | undefined =>
  state && typeof state === 'object' && 'message' in state && typeof state.message === 'string'
    ? state.message
    : undefined;

const EMPTY: TCompanySignUpInput = {
  legalName: '',
  companyTypes: [],
  country: '',
  state: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

// /company-sign-up (flow 1): the company request and its administrator; the e-mailed link verifies
// the address, then a Lanehub administrator approves the company.
export const CompanySignUpPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const arrivedWith = messageFromState(location.state);
  const signUp = useCompanySignUp();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm<TCompanySignUpInput, TCompanySignUpRequest>(ZCompanySignUpRequest, { defaultValues: EMPTY });
  const errorOf = useFieldError(form);
  const fieldError = (name: string) => {
    const message = errorOf(name);
    return message ? translateOnboarding(t, message) : undefined;
  };
  const countries = useSignUpCountries();
  const country = form.watch('country');
  const states = useSignUpStates(country || null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const reply = await signUp.mutateAsync(values);
      navigate('/signup-confirmation', {
        state: { email: reply.data.email, message: reply.meta.message ?? ONBOARDING_MSG.companyRequested, sent: true },
      });
    } catch (error) {
      // Field errors on their fields; anything else in an alert (spec 01 §8 'Signup errors').
      if (!applyServerErrors(form, error, Object.keys(EMPTY))) {
        setFailure(errorTextOf(error));
      }
    }
  });

  const countryOptions = (countries.data ?? [])
    .map((c) => ({ value: c.code2, label: c.name }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  const stateOptions = (states.data ?? []).map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
  const typeOptions = COMPANY_TYPES.map((type) => ({
    value: type,
    label: t(`onboardingFlows.companyTypes.${type}`, { defaultValue: type }),
  }));

  const text = (name: 'legalName' | 'firstName' | 'lastName' | 'email', label: string, autoComplete: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextInput
          {...field}
          value={field.value ?? ''}
          label={label}
          required
          autoComplete={autoComplete}
          type={name === 'email' ? 'email' : 'text'}
          error={fieldError(name)}
        />
      )}
    />
  );

  return (
    <AuthCard title={t('onboardingFlows.companySignUp.title')} width={SIGN_UP_CARD_WIDTH}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {arrivedWith ? (
            <Alert color="yellow" variant="light" role="alert">
              {translateOnboarding(t, arrivedWith)}
            </Alert>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('onboardingFlows.companySignUp.intro')}
          </Text>
          {text('legalName', t('onboardingFlows.fields.companyName'), 'organization')}
          <Controller
            control={form.control}
            name="companyTypes"
            render={({ field }) => (
              <SearchableSelect
                multiple
                label={t('onboardingFlows.fields.companyTypes')}
                required
                options={typeOptions}
                value={(field.value ?? []) as string[]}
                onChange={(value) => {
                  field.onChange(value);
                  field.onBlur();
                }}
                error={fieldError('companyTypes')}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="country"
              render={({ field }) => (
                <SearchableSelect
                  label={t('onboardingFlows.fields.country')}
                  required
                  options={countryOptions}
                  value={field.value || null}
                  onChange={(value) => {
                    // Another country has other states: the choice starts over (spec 01 §5).
                    if (value !== field.value) {
                      form.setValue('state', '', { shouldValidate: false });
                    }
                    field.onChange(value ?? '');
                    field.onBlur();
                  }}
                  error={fieldError('country')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="state"
              render={({ field }) => (
                <SearchableSelect
                  label={t('onboardingFlows.fields.state')}
                  options={stateOptions}
                  disabled={!country || stateOptions.length === 0}
                  clearable
                  value={field.value || null}
                  onChange={(value) => {
                    field.onChange(value ?? '');
                    field.onBlur();
                  }}
                  error={fieldError('state')}
                />
              )}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('firstName', t('onboardingFlows.fields.firstName'), 'given-name')}
            {text('lastName', t('onboardingFlows.fields.lastName'), 'family-name')}
          </SimpleGrid>
          {text('email', t('onboardingFlows.fields.email'), 'email')}
          <PasswordFields
            control={form.control}
            errorOf={fieldError}
            onPasswordChange={() => {
              if (form.getFieldState('confirmPassword').isTouched) {
                void form.trigger('confirmPassword');
              }
            }}
          />
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {translateOnboarding(t, failure)}
            </Alert>
          ) : null}
          <Button type="submit" loading={signUp.isPending} fullWidth>
            {t('onboardingFlows.companySignUp.submit')}
          </Button>
          <Anchor component={Link} to="/logout" size="sm" ta="center">
            {t('onboardingFlows.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
};
