import { LOGIN_CARD_WIDTH } from '@lanehub/shared/constants/app';
import {
  LOGIN_SITES,
  type TSourcingLoginInput,
  type TSourcingLoginRequest,
  ZSourcingLoginRequest,
} from '@lanehub/shared/features/vendor-sourcing/vendor-sourcing.contract';
import { Anchor, Button, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { scheduleRefresh } from '../../../app/app-start';
import { AuthCard } from '../../../components/auth-card';
import { useAppForm } from '../../../components/form/use-app-form';
import { toastError } from '../../../components/toast';
import { translateMessage } from '../../../lib/i18n';
import { clearSession, setAccessToken, setAuthTime } from '../../../lib/session';
import { useSourcingConfig } from '../api/sourcing-config';
import { sourcingLogin } from '../api/sourcing-login';
import { continueLoginJourney } from '../login-journey';
import { resolveSourcingLogin } from '../sourcing-login-machine';

// /sourcing/login (spec 01 §3, §4): email, password and the site to enter; errors as toasts.
export const SourcingLoginPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const config = useSourcingConfig();
  const storefrontAvailable = Boolean(config.data?.storefrontUrl);
  const form = useAppForm<TSourcingLoginInput, TSourcingLoginRequest>(ZSourcingLoginRequest, {
    defaultValues: { email: '', password: '', loginSite: 'lanehub' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    let step: ReturnType<typeof resolveSourcingLogin>;
    try {
      const { data } = await sourcingLogin(values);
      setAccessToken(data.accessToken);
      setAuthTime(Date.now());
      step = resolveSourcingLogin(data, search);
    } catch (error) {
      toastError(error instanceof Error ? error.message : String(error));
      return;
    }
    if (step.kind === 'leave') {
      window.location.assign(step.url);
      return;
    }
    scheduleRefresh();
    if (step.kind === 'navigate') {
      navigate(step.to, { state: step.message ? { message: step.message } : null });
      return;
    }
    const outcome = await continueLoginJourney();
    if (outcome.kind === 'error') {
      clearSession();
      toastError(outcome.message);
      return;
    }
    navigate(outcome.to, { state: outcome.message ? { message: outcome.message } : null });
  });

  return (
    <AuthCard title={t('vendorSourcing.sourcing.loginTitle')} width={LOGIN_CARD_WIDTH}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('vendorSourcing.fields.email')}
            type="email"
            autoComplete="username"
            error={translateMessage(t, errors.email?.message) || undefined}
            {...form.register('email')}
          />
          <PasswordInput
            label={t('vendorSourcing.fields.password')}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t('vendorSourcing.toggleVisibility') }}
            error={translateMessage(t, errors.password?.message) || undefined}
            {...form.register('password')}
          />
          <Controller
            control={form.control}
            name="loginSite"
            render={({ field }) => (
              <Radio.Group
                label={t('vendorSourcing.fields.loginSite')}
                value={field.value ?? 'lanehub'}
                onChange={field.onChange}
              >
                <Stack gap="xs" mt="xs">
                  {LOGIN_SITES.map((site) => (
                    <Radio
                      key={site}
                      value={site}
                      label={t(`vendorSourcing.loginSites.${site}`)}
                      disabled={site === 'storefront' && !storefrontAvailable}
                      description={
                        site === 'storefront' && config.isSuccess && !storefrontAvailable
                          ? t('vendorSourcing.storefrontUnavailable')
                          : undefined
                      }
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t('vendorSourcing.login')}
          </Button>
          <Text size="sm" ta="center">
            {t('vendorSourcing.sourcing.noAccount')}{' '}
            <Anchor component={Link} to="/sourcing/type">
              {t('vendorSourcing.signUp')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
};
