import { LOGIN_CARD_WIDTH } from '@lanehub/shared/constants/app';
import type { TLoginRequest } from '@lanehub/shared/features/auth/auth.contract';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { scheduleRefresh } from '../../../app/app-start';
import { AuthCard } from '../../../components/auth-card';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { type LoginState, resolveLoginOutcome } from '../../../lib/login-machine';
import { fetchProfile } from '../../../lib/profile';
import { clearSession, setAccessToken, setAuthTime, setLoggedCompany, setProfile } from '../../../lib/session';
import { login } from '../api/login';
import { useLoginForm } from './use-login-form';

const errorMessageOf = (error: unknown): string =>
  isApiError(error) || error instanceof Error ? error.message : String(error);

export const LoginPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { vendor } = useParams();
  const { pathname, state: arrival } = useLocation();
  // An invitation's sign-up hands over the address just registered (issue 13 §3).
  const arrivedEmail =
    arrival && typeof (arrival as { email?: unknown }).email === 'string' ? (arrival as { email: string }).email : '';
  const isVendor = Boolean(vendor) || pathname.startsWith('/vendor/');
  const [state, setState] = useState<LoginState>({ status: 'idle' });

  const submit = async (values: TLoginRequest) => {
    setState({ status: 'start' });
    try {
      const { data } = await login(values);
      setAccessToken(data.accessToken);
      setAuthTime(Date.now());
    } catch (error) {
      setState({ status: 'error', message: errorMessageOf(error) });
      return;
    }
    setState({ status: 'success' });

    let outcome: ReturnType<typeof resolveLoginOutcome>;
    try {
      const profile = await fetchProfile();
      outcome = resolveLoginOutcome(profile);
      if (profile) {
        setProfile(profile);
        setLoggedCompany(profile.company);
      }
    } catch (error) {
      outcome = { kind: 'error', message: errorMessageOf(error) };
    }
    if (outcome.kind === 'error') {
      clearSession();
      setState({ status: 'error', message: outcome.message });
      return;
    }
    scheduleRefresh();
    navigate(outcome.to, { state: outcome.message ? { message: outcome.message } : null });
  };
  // Messages appear once a field has been left, then follow each keystroke (spec 01 §5); zod and the
  // contract's rules load when the user first focuses the form, not with the screen.
  const form = useLoginForm({ email: arrivedEmail, password: '' }, submit);
  const email = form.field('email');
  const password = form.field('password');

  return (
    <AuthCard title={isVendor ? t('login.vendorTitle') : t('login.title')} width={LOGIN_CARD_WIDTH}>
      <form onSubmit={(event) => void form.onSubmit(event)} onFocus={form.preload} noValidate>
        <Stack>
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="username"
            {...email}
            error={translateMessage(t, email.error) || undefined}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            // Mantine's default toggle name contains 'password', which would make getByLabel('Password') ambiguous.
            visibilityToggleButtonProps={{ 'aria-label': t('login.toggleVisibility') }}
            {...password}
            error={translateMessage(t, password.error) || undefined}
          />
          <Button type="submit" loading={state.status === 'start'} fullWidth>
            {t('login.submit')}
          </Button>
          {state.status === 'error' ? (
            <Alert color="red" role="alert" variant="light">
              {translateMessage(t, state.message)}
            </Alert>
          ) : null}
          <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
            {t('login.forgot')}
          </Anchor>
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to={isVendor ? '/vendor/signup' : '/company-sign-up'}>
              {t('login.signUp')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
};
