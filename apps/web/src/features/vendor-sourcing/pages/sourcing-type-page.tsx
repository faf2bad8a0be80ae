import { LOGIN_CARD_WIDTH } from '@lanehub/shared/constants/app';
import { SOURCING_TYPES } from '@lanehub/shared/features/vendor-sourcing/vendor-sourcing.contract';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth-card';

// /sourcing/type: 'Are you a Buyer or Seller?' (spec 01 §2.1).
export const SourcingTypePage = () => {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('vendorSourcing.sourcing.typeTitle')} width={LOGIN_CARD_WIDTH}>
      <Stack>
        {SOURCING_TYPES.map((type) => (
          <Button key={type} component={Link} to={`/sourcing/${type}/signup`} variant="light" size="md" fullWidth>
            {t(`vendorSourcing.sourcing.types.${type}`)}
          </Button>
        ))}
        <Text size="sm" ta="center">
          {t('vendorSourcing.sourcing.haveAccount')}{' '}
          <Anchor component={Link} to="/sourcing/login">
            {t('vendorSourcing.login')}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
};
