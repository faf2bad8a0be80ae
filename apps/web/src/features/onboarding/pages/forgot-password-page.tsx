import { LOGIN_CARD_WIDTH } from '@lanehub/shared/constants/app';
import {
  ONBOARDING_MSG,
  type TEmailRequest,
  type TResetPasswordInput,
  ZEmailRequest,
  ZResetPasswordRequest,
} from '@lanehub/shared/features/onboarding/onboarding.contract';
import { Alert, Anchor, Button, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { applyServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { useResetPassword, useSendResetCode } from '../api/password-reset';
import { PasswordFields } from '../components/password-fields';
import { errorTextOf, translateOnboarding } from '../onboarding-text';

type Step = 0 | 1 | 2;

// /forgot-password (spec 01 §2.1, flow 3), public-only. Three steps: the e-mail (a code is sent);
// the code with the new password and its confirmation; done, with a Go to login link. Errors show
// in an alert (spec 01 §8 'Forgot password errors: message in an alert').
export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(0);
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sendCode = useSendResetCode();
  const reset = useResetPassword();

  const emailForm = useAppForm<TEmailRequest>(ZEmailRequest, { defaultValues: { email: '' } });
  const emailError = useFieldError(emailForm);
  const resetForm = useAppForm<TResetPasswordInput>(ZResetPasswordRequest, {
    defaultValues: { email: '', confirmationCode: '', password: '', confirmPassword: '' },
  });
  const resetErrorOf = useFieldError(resetForm);
  const resetError = (name: string) => {
    const message = resetErrorOf(name);
    return message ? translateOnboarding(t, message) : undefined;
  };

  const onSend = emailForm.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const reply = await sendCode.mutateAsync(values.email);
      setEmail(values.email);
      resetForm.setValue('email', values.email);
      setNotice(reply.meta.message ?? ONBOARDING_MSG.codeSent);
      setStep(1);
    } catch (error) {
      if (!applyServerErrors(emailForm, error, ['email'])) {
        setFailure(errorTextOf(error));
      }
    }
  });

  const onReset = resetForm.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reset.mutateAsync(values);
      setStep(2);
    } catch (error) {
      if (!applyServerErrors(resetForm, error, ['confirmationCode', 'password', 'confirmPassword'])) {
        setFailure(errorTextOf(error));
      }
    }
  });

  const alert = failure ? (
    <Alert color="red" variant="light" role="alert">
      {translateOnboarding(t, failure)}
    </Alert>
  ) : null;

  return (
    <AuthCard title={t('forgotPassword.title')} width={LOGIN_CARD_WIDTH}>
      <Stepper active={step} size="xs" allowNextStepsSelect={false} mb="md">
        <Stepper.Step label={t('onboardingFlows.reset.stepEmail')}>
          <form onSubmit={onSend} noValidate>
            <Stack>
              <Text size="sm">{t('onboardingFlows.reset.emailIntro')}</Text>
              <Controller
                control={emailForm.control}
                name="email"
                render={({ field }) => (
                  <TextInput
                    {...field}
                    label={t('onboardingFlows.fields.email')}
                    type="email"
                    autoComplete="email"
                    required
                    error={emailError('email')}
                  />
                )}
              />
              {alert}
              <Button type="submit" loading={sendCode.isPending} fullWidth>
                {t('onboardingFlows.reset.sendCode')}
              </Button>
            </Stack>
          </form>
        </Stepper.Step>
        <Stepper.Step label={t('onboardingFlows.reset.stepCode')}>
          <form onSubmit={onReset} noValidate>
            <Stack>
              {notice ? (
                <Alert color="blue" variant="light" role="status">
                  {translateOnboarding(t, notice)}
                </Alert>
              ) : null}
              <TextInput label={t('onboardingFlows.fields.email')} value={email} readOnly />
              <Controller
                control={resetForm.control}
                name="confirmationCode"
                render={({ field }) => (
                  <TextInput
                    {...field}
                    label={t('onboardingFlows.fields.confirmationCode')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={8}
                    required
                    error={resetError('confirmationCode')}
                  />
                )}
              />
              <PasswordFields
                control={resetForm.control}
                errorOf={resetError}
                passwordLabel={t('onboardingFlows.fields.newPassword')}
                onPasswordChange={() => {
                  if (resetForm.getFieldState('confirmPassword').isTouched) {
                    void resetForm.trigger('confirmPassword');
                  }
                }}
              />
              {alert}
              <Button type="submit" loading={reset.isPending} fullWidth>
                {t('onboardingFlows.reset.submit')}
              </Button>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  setFailure(null);
                  setStep(0);
                }}
              >
                {t('onboardingFlows.reset.sendAnother')}
              </Anchor>
            </Stack>
          </form>
        </Stepper.Step>
        <Stepper.Completed>
          <Stack>
            <Alert color="green" variant="light" role="status">
              {translateOnboarding(t, ONBOARDING_MSG.passwordReset)}
            </Alert>
          </Stack>
        </Stepper.Completed>
      </Stepper>
      <Stack>
        <Anchor component={Link} to="/login" ta="center">
          {t('forgotPassword.goToLogin')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
};
