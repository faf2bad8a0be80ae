import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAiSummary } from '../api/ai';

// /company/ai-summary: the feature's own screen; the records' list is the generated one.
export const AiPage = () => {
  const { t } = useTranslation();
  const summary = useAiSummary();
  return (
    <Stack>
      <Title order={2}>{t('ai.title')}</Title>
      <Card withBorder maw={480}>
        <Group justify="space-between">
          <Text>{t('ai.total')}</Text>
          <Text fw={700}>{summary.data?.total ?? '…'}</Text>
        </Group>
        <Group justify="space-between">
          <Text>{t('ai.active')}</Text>
          <Text fw={700}>{summary.data?.active ?? '…'}</Text>
        </Group>
      </Card>
      <Anchor component={Link} to="/company/ai">
        {t('ai.openList')}
      </Anchor>
    </Stack>
  );
};
