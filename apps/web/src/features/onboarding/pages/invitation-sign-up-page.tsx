import {
  ONBOARDING_MSG,
  type TInvitationSignUpInput,
  ZInvitationSignUpRequest,
} from '@lanehub/shared/features/onboarding/onboarding.contract';
import { Alert, Anchor, Button, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { applyServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { toastSuccess } from '../../../components/toast';
import { useAcceptInvitation, useInvitation } from '../api/invitation';
import { PasswordFields } from '../components/password-fields';
import { errorTextOf, translateOnboarding } from '../onboarding-text';

const CARD_WIDTH = 544;
const FIELDS = ['firstName', 'lastName', 'password', 'confirmPassword'] as const;

// /signup/:token (spec 01 §2.1, flow 2): the invitation's company and e-mail are shown read-only,
// the rest is asked; the new user belongs to the inviting company and goes to log-in.
export const InvitationSignUpPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm<TInvitationSignUpInput>(ZInvitationSignUpRequest, {
    defaultValues: { firstName: '', lastName: '', password: '', confirmPassword: '' },
  });
  const errorOf = useFieldError(form);
  // The names the administrator typed start the form (issue 13 §3); the person may correct them.
  const { reset, getValues } = form;
  useEffect(() => {
    if (invitation.data) {
      reset({
        ...getValues(),
        firstName: invitation.data.firstName ?? '',
        lastName: invitation.data.lastName ?? '',
      });
    }
  }, [invitation.data, reset, getValues]);
  const fieldError = (name: string) => {
    const message = errorOf(name);
    return message ? translateOnboarding(t, message) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const reply = await accept.mutateAsync(values);
      toastSuccess(translateOnboarding(t, reply.meta.message ?? ONBOARDING_MSG.userCreated));
      // The log-in form starts with the address just registered.
      navigate('/login', { replace: true, state: { email: reply.data.email } });
    } catch (error) {
      if (!applyServerErrors(form, error, FIELDS)) {
        setFailure(errorTextOf(error));
      }
    }
  });

  const title = t('onboardingFlows.invitation.title');
  if (invitation.isPending) {
    return (
      <AuthCard title={title} width={CARD_WIDTH}>
        <Stack align="center">
          <Loader aria-label={t('onboardingFlows.invitation.loading')} />
        </Stack>
      </AuthCard>
    );
  }
  if (invitation.isError) {
    return (
      <AuthCard title={title} width={CARD_WIDTH}>
        <Stack>
          <Alert color="red" variant="light" role="alert">
            {translateOnboarding(t, errorTextOf(invitation.error))}
          </Alert>
          <Anchor component={Link} to="/login" ta="center">
            {t('onboardingFlows.goToLogin')}
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  const { companyName, contactEmail } = invitation.data;
  return (
    <AuthCard title={title} width={CARD_WIDTH}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {/* What the invitation fixed reads as text, not as inputs that cannot be typed in. */}
          <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
            <div>
              <Text component="dt" size="sm" fw={500}>
                {t('onboardingFlows.fields.companyName')}
              </Text>
              <Text component="dd" m={0} data-testid="invitation-company">
                {companyName}
              </Text>
            </div>
            <div>
              <Text component="dt" size="sm" fw={500}>
                {t('onboardingFlows.fields.email')}
              </Text>
              <Text component="dd" m={0} data-testid="invitation-email">
                {contactEmail}
              </Text>
            </div>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(['firstName', 'lastName'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <TextInput
                    {...field}
                    label={t(`onboardingFlows.fields.${name}`)}
                    required
                    autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
                    error={fieldError(name)}
                  />
                )}
              />
            ))}
          </SimpleGrid>
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
          <Button type="submit" loading={accept.isPending} fullWidth>
            {t('onboardingFlows.invitation.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
};
