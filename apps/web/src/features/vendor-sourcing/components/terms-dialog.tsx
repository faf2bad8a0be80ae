import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';

// Spec 01 §9: the vendor terms dialog is 800 wide.
export const TERMS_DIALOG_WIDTH = 800;

const TERMS_SECTIONS = ['account', 'data', 'email', 'approval'] as const;
const PRIVACY_SECTIONS = ['collected', 'use', 'sharing', 'rights'] as const;

/** The terms and privacy note of the sign-up forms. */
export const TermsDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} title={t('vendorSourcing.terms.title')} width={TERMS_DIALOG_WIDTH}>
      <Stack gap="sm">
        <Title order={4}>{t('vendorSourcing.terms.termsHeading')}</Title>
        <List size="sm" spacing="xs">
          {TERMS_SECTIONS.map((key) => (
            <List.Item key={key}>{t(`vendorSourcing.terms.sections.${key}`)}</List.Item>
          ))}
        </List>
        <Title order={4}>{t('vendorSourcing.terms.privacyHeading')}</Title>
        <List size="sm" spacing="xs">
          {PRIVACY_SECTIONS.map((key) => (
            <List.Item key={key}>{t(`vendorSourcing.terms.privacy.${key}`)}</List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed">
          {t('vendorSourcing.terms.footer')}
        </Text>
      </Stack>
    </AppModal>
  );
};
