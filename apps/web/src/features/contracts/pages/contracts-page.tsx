import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContractsSummary } from '../api/contracts';

// /company/contracts-summary: the feature's own screen; the records' list is the generated one.
export const ContractsPage = () => {
  const { t } = useTranslation();
  const summary = useContractsSummary();
  return (
    <Stack>
      <Title order={2}>{t('contracts.title')}</Title>
      <Card withBorder maw={480}>
        <Group justify="space-between">
          <Text>{t('contracts.total')}</Text>
          <Text fw={700}>{summary.data?.total ?? '…'}</Text>
        </Group>
        <Group justify="space-between">
          <Text>{t('contracts.active')}</Text>
          <Text fw={700}>{summary.data?.active ?? '…'}</Text>
        </Group>
      </Card>
      <Anchor component={Link} to="/company/contracts">
        {t('contracts.openList')}
      </Anchor>
    </Stack>
  );
};
