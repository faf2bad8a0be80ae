import { LOGIN_CARD_WIDTH } from '@lanehub/shared/constants/app';
import { ONBOARDING_MSG, ZVerifySignUpRequest } from '@lanehub/shared/features/onboarding/onboarding.contract';
import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { isApiError } from '../../../lib/api-client';
import { useVerifySignUp } from '../api/verify-sign-up';
import { translateOnboarding } from '../onboarding-text';

/** How long the outcome stays on screen before the redirect (spec 01 §8: '… then redirect to login'). */
export const VERIFICATION_REDIRECT_MS = 3000;

// /signup-verification?token=&companyId=&userId=: the e-mailed link (spec 01 §2.1, §8). Success says
// 'You're all signed up!'; an invalid token 'Token is not valid' then login; an expired one
// 'Token is expired' then logout.
export const SignupVerificationPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const companyId = params.get('companyId') ?? '';
  const userId = params.get('userId') ?? '';
  // A link cut short or mangled by a mail client is simply not a valid token (spec 01 §8).
  const complete = ZVerifySignUpRequest.safeParse({ token, companyId, userId }).success;
  const link = useMemo(() => (complete ? { token, companyId, userId } : null), [complete, token, companyId, userId]);
  const verification = useVerifySignUp(link);

  const expired = isApiError(verification.error) && verification.error.code === 'TOKEN_EXPIRED';
  const failed = !complete || verification.isError;
  const next = expired ? '/logout' : '/login';

  useEffect(() => {
    if (!failed) {
      return;
    }
    const timer = setTimeout(() => navigate(next, { replace: true }), VERIFICATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [failed, next, navigate]);

  const failure = !complete
    ? ONBOARDING_MSG.tokenInvalid
    : expired
      ? ONBOARDING_MSG.tokenExpired
      : verification.error instanceof Error
        ? verification.error.message
        : ONBOARDING_MSG.tokenInvalid;

  return (
    <AuthCard title={t('onboardingFlows.verification.title')} width={LOGIN_CARD_WIDTH}>
      <Stack align="stretch">
        {verification.isPending && complete ? (
          <Stack align="center">
            <Loader aria-label={t('onboardingFlows.verification.checking')} />
          </Stack>
        ) : null}
        {verification.isSuccess ? (
          <>
            <Alert color="green" variant="light" role="status">
              {translateOnboarding(t, verification.data.message ?? ONBOARDING_MSG.signedUp)}
            </Alert>
            <Anchor component={Link} to="/logout" ta="center">
              {t('onboardingFlows.goToLogin')}
            </Anchor>
          </>
        ) : null}
        {failed ? (
          <>
            <Alert color="red" variant="light" role="alert">
              {translateOnboarding(t, failure)}
            </Alert>
            <Anchor component={Link} to={next} replace ta="center">
              {t('onboardingFlows.goToLogin')}
            </Anchor>
          </>
        ) : null}
      </Stack>
    </AuthCard>
  );
};
