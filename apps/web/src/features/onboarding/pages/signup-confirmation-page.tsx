import { LOGIN_CARD_WIDTH } from '@lanehub/shared/constants/app';
import { MSG } from '@lanehub/shared/constants/messages';
import {
  ONBOARDING_MSG,
  type TEmailRequest,
  ZEmailRequest,
} from '@lanehub/shared/features/onboarding/onboarding.contract';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { applyServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { useSession } from '../../../lib/session';
import { useResendVerification } from '../api/resend-verification';
import { errorTextOf, translateOnboarding } from '../onboarding-text';

type ArrivalState = { message?: string; email?: string; sent?: boolean };

const arrivalOf = (state: unknown): ArrivalState => {
  if (!state || typeof state !== 'object') {
    return {};
  }
  const s = state as Record<string, unknown>;
  return {
    message: typeof s.message === 'string' ? s.message : undefined,
    email: typeof s.email === 'string' ? s.email : undefined,
    sent: s.sent === true,
  };
};

// /signup-confirmation: reached after the sign-up (the verification e-mail is on its way) or from
// log-in while the company is waiting for approval ('The company account has not been confirmed
// yet', spec 01 §4). The user can have the verification e-mail sent again.
export const SignupConfirmationPage = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const arrival = arrivalOf(location.state);
  const { profile } = useSession();
  const resend = useResendVerification();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const message = arrival.message ?? (arrival.sent ? ONBOARDING_MSG.companyRequested : MSG.companyPending);
  // A signed-in user with no verification link outstanding (address proven, or a vendor, whose
  // sign-up has none) has nothing to verify: only the approval is awaited.
  const verified =
    !arrival.sent &&
    (arrival.message === ONBOARDING_MSG.companyRequestedVerified || profile?.verificationPending === false);
  const form = useAppForm<TEmailRequest>(ZEmailRequest, {
    defaultValues: { email: arrival.email ?? profile?.email ?? '' },
  });
  const errorOf = useFieldError(form);

  const onResend = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const reply = await resend.mutateAsync(values.email);
      setOutcome({ ok: true, text: reply.meta.message ?? ONBOARDING_MSG.verificationSent });
    } catch (error) {
      if (!applyServerErrors(form, error, ['email'])) {
        setOutcome({ ok: false, text: errorTextOf(error) });
      }
    }
  });

  // Opened cold, by someone who neither signed up nor signed in: there is nothing to confirm.
  if (!profile && !location.state) {
    return <Navigate to="/login" replace />;
  }

  return (
    <AuthCard title={t('onboardingFlows.confirmation.title')} width={LOGIN_CARD_WIDTH}>
      <Stack>
        <Alert
          color={arrival.sent || arrival.message === ONBOARDING_MSG.companyRequestedVerified ? 'green' : 'yellow'}
          variant="light"
          role="status"
        >
          {translateOnboarding(t, message)}
        </Alert>
        {verified ? (
          <Text size="sm">{t('onboardingFlows.confirmation.verifiedBody')}</Text>
        ) : (
          <Text size="sm">{t('onboardingFlows.confirmation.body')}</Text>
        )}
        {verified ? null : (
          <form onSubmit={onResend} noValidate>
            <Stack gap="sm">
              <Controller
                control={form.control}
                name="email"
                render={({ field }) => (
                  <TextInput
                    {...field}
                    label={t('onboardingFlows.fields.email')}
                    type="email"
                    autoComplete="email"
                    error={errorOf('email')}
                  />
                )}
              />
              <Button type="submit" variant="default" loading={resend.isPending}>
                {t('onboardingFlows.confirmation.resend')}
              </Button>
            </Stack>
          </form>
        )}
        {outcome ? (
          <Alert color={outcome.ok ? 'green' : 'red'} variant="light" role="alert">
            {translateOnboarding(t, outcome.text)}
          </Alert>
        ) : null}
        <Anchor component={Link} to="/logout" ta="center">
          {t('onboardingFlows.backToLogin')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
};
