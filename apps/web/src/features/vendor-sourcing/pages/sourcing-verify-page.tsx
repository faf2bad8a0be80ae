import { LOGIN_CARD_WIDTH } from '@lanehub/shared/constants/app';
import {
  SOURCING_TYPES,
  type SourcingType,
  VS_MSG,
} from '@lanehub/shared/features/vendor-sourcing/vendor-sourcing.contract';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useSourcingVerification } from '../api/sourcing-verify';

const isSourcingType = (value: string | undefined): value is SourcingType =>
  (SOURCING_TYPES as readonly string[]).includes(value ?? '');

const Verification = ({ type, token }: { type: SourcingType; token: string }) => {
  const { t } = useTranslation();
  const verification = useSourcingVerification(type, token);
  if (verification.isPending) {
    return (
      <Stack align="center">
        <Loader />
        <Text>{t('vendorSourcing.sourcing.verifying')}</Text>
      </Stack>
    );
  }
  if (verification.isSuccess) {
    return <Outcome ok message={verification.data.meta.message ?? VS_MSG.signedUp} />;
  }
  const error = verification.error;
  const message = isApiError(error) && error.code === 'TOKEN_EXPIRED' ? VS_MSG.tokenExpired : VS_MSG.tokenInvalid;
  // A failure that is not the token's (network, server) says what happened instead.
  const shown = isApiError(error) && error.code.startsWith('TOKEN_') ? message : (error?.message ?? message);
  return <Outcome ok={false} message={shown} />;
};

const Outcome = ({ ok, message }: { ok: boolean; message: string }) => {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert color={ok ? 'green' : 'red'} variant="light" role={ok ? 'status' : 'alert'}>
        {translateMessage(t, message)}
      </Alert>
      <Anchor component={Link} to="/sourcing/login" ta="center">
        {t('vendorSourcing.goToLogin')}
      </Anchor>
    </Stack>
  );
};

// /sourcing/verify/:type/:token: the e-mailed link; verification by type and token (spec 01 §2.1).
export const SourcingVerifyPage = () => {
  const { t } = useTranslation();
  const { type, token } = useParams();
  return (
    <AuthCard title={t('vendorSourcing.sourcing.verifyTitle')} width={LOGIN_CARD_WIDTH}>
      {isSourcingType(type) && token ? (
        <Verification type={type} token={token} />
      ) : (
        <Outcome ok={false} message={VS_MSG.tokenInvalid} />
      )}
    </AuthCard>
  );
};
