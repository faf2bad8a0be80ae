import {
  ONBOARDING_MSG,
  type TCompanyRequest,
  type TCompanyRequestInput,
  type TCompanySignUpInput,
  type TCompanySignUpRequest,
  ZCompanyRequest,
  ZCompanySignUpRequest,
} from '@lanehub/shared/features/onboarding/onboarding.contract';
import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { applyServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { setProfile, useSession } from '../../../lib/session';
import { useCompanyRequest } from '../api/company-request';
import { useCompanySignUp } from '../api/company-sign-up';
import { CompanyFields } from '../components/company-fields';
import { PasswordFields } from '../components/password-fields';
import { errorTextOf, translateOnboarding } from '../onboarding-text';

// Spec 01 §2.1 and §2.2: the account card's width suits this longer form.
const SIGN_UP_CARD_WIDTH = 544;

const messageFromState = (state: unknown): string | undefined =>
  state && typeof state === 'object' && 'message' in state && typeof state.message === 'string'
    ? state.message
    : undefined;

const EMPTY_COMPANY: TCompanyRequestInput = { legalName: '', companyTypes: [], country: '', state: '' };

const EMPTY: TCompanySignUpInput = {
  ...EMPTY_COMPANY,
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

// The card both variants share: the message the user arrived with ('No company profile was found'
// from log-in, spec 01 §4), the form, an alert for errors that belong to no field, and the way back.
const SignUpCard = ({
  intro,
  failure,
  onSubmit,
  submitting,
  submitLabel,
  children,
}: {
  intro: ReactNode;
  failure: string | null;
  onSubmit: () => void;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const arrivedWith = messageFromState(useLocation().state);
  return (
    <AuthCard title={t('onboardingFlows.companySignUp.title')} width={SIGN_UP_CARD_WIDTH}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {arrivedWith ? (
            <Alert color="yellow" variant="light" role="alert">
              {translateOnboarding(t, arrivedWith)}
            </Alert>
          ) : null}
          {intro}
          {children}
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {translateOnboarding(t, failure)}
            </Alert>
          ) : null}
          <Button type="submit" loading={submitting} fullWidth>
            {submitLabel}
          </Button>
          <Anchor component={Link} to="/logout" size="sm" ta="center">
            {t('onboardingFlows.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
};

// Not signed in (flow 1): the company request and its administrator; the e-mailed link verifies the
// address, then a Lanehub administrator approves the company.
const NewCompanySignUp = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signUp = useCompanySignUp();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm<TCompanySignUpInput, TCompanySignUpRequest>(ZCompanySignUpRequest, { defaultValues: EMPTY });
  const errorOf = useFieldError(form);
  const fieldError = (name: string) => {
    const message = errorOf(name);
    return message ? translateOnboarding(t, message) : undefined;
  };

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

  const text = (name: 'firstName' | 'lastName' | 'email', label: string, autoComplete: string) => (
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
    <SignUpCard
      intro={
        <Text size="sm" c="dimmed">
          {t('onboardingFlows.companySignUp.intro')}
        </Text>
      }
      failure={failure}
      onSubmit={onSubmit}
      submitting={signUp.isPending}
      submitLabel={t('onboardingFlows.companySignUp.submit')}
    >
      <CompanyFields
        control={form.control}
        errorOf={fieldError}
        onCountryChange={() => form.setValue('state', '', { shouldValidate: false })}
      />
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
    </SignUpCard>
  );
};

// Signed in without a company (spec 01 §4 'No company goes to company signup'): only the company is
// asked; the signed-in user becomes its administrator.
const SignedInCompanyRequest = ({ email }: { email: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useCompanyRequest();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm<TCompanyRequestInput, TCompanyRequest>(ZCompanyRequest, { defaultValues: EMPTY_COMPANY });
  const errorOf = useFieldError(form);
  const fieldError = (name: string) => {
    const message = errorOf(name);
    return message ? translateOnboarding(t, message) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const reply = await request.mutateAsync(values);
      await navigate('/signup-confirmation', {
        state: {
          email: reply.data.email,
          message: reply.meta.message ?? ONBOARDING_MSG.companyRequested,
          sent: reply.data.verificationSent,
        },
      });
      // The profile in memory still says 'no company' (cleared once this screen has gone, so it does
      // not switch to the visitor's form): the next guard loads it again.
      setProfile(null);
    } catch (error) {
      if (!applyServerErrors(form, error, Object.keys(EMPTY_COMPANY))) {
        setFailure(errorTextOf(error));
      }
    }
  });

  return (
    <SignUpCard
      intro={
        <>
          <Text size="sm">{t('onboardingFlows.companySignUp.signedInAs', { email })}</Text>
          <Text size="sm" c="dimmed">
            {t('onboardingFlows.companySignUp.requestIntro')}
          </Text>
        </>
      }
      failure={failure}
      onSubmit={onSubmit}
      submitting={request.isPending}
      submitLabel={t('onboardingFlows.companySignUp.requestSubmit')}
    >
      <CompanyFields
        control={form.control}
        errorOf={fieldError}
        onCountryChange={() => form.setValue('state', '', { shouldValidate: false })}
      />
    </SignUpCard>
  );
};

// /company-sign-up: a visitor signs up a company and its administrator; a signed-in user without a
// company requests theirs.
export const CompanySignUpPage = () => {
  const { accessToken, profile } = useSession();
  if (accessToken && profile && !profile.company) {
    return <SignedInCompanyRequest email={profile.email} />;
  }
  return <NewCompanySignUp />;
};
