import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';

const Fact = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Card withBorder padding="md">
    <Text size="xs" c="dimmed" tt="uppercase">
      {label}
    </Text>
    <Text fw={600} data-testid={testId}>
      {value || '—'}
    </Text>
  </Card>
);

// The session at a glance; the dashboard's figures and widgets come in a later issue.
export const DashboardPage = () => {
  const { t } = useTranslation();
  const { profile, company, account, mode, type } = useSession();
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  return (
    <Stack>
      <Title order={2}>{t('dashboard.title')}</Title>
      <Text size="lg">{t('dashboard.welcome', { firstName: profile?.firstName ?? '' })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <Fact label={t('dashboard.user')} value={name} testId="dashboard-user" />
        <Fact label={t('dashboard.company')} value={company?.legalName ?? ''} testId="dashboard-company" />
        <Fact label={t('dashboard.account')} value={account?.number ?? ''} testId="dashboard-account" />
        <Fact label={t('dashboard.mode')} value={mode ? t(`modes.${mode}`) : ''} testId="dashboard-mode" />
        <Fact
          label={t('dashboard.type')}
          value={type ? t(`types.${type}`, { defaultValue: type }) : ''}
          testId="dashboard-type"
        />
      </SimpleGrid>
    </Stack>
  );
};
