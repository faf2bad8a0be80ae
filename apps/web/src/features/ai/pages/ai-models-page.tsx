import type { TAiModel } from '@lanehub/shared/features/ai/ai.contract';
import { Anchor, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format';
import { useAiModels, useAiSessions } from '../api/ai';
import { SessionStatus } from '../components/session-status';

// /ai: the planning models, each a card with what it does and the user's recent sessions of it.
const ModelCard = ({ model }: { model: TAiModel }) => {
  const { t } = useTranslation();
  const sessions = useAiSessions(model.id, 0, 3);
  const rows = sessions.data?.rows ?? [];
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`model-${model.id}`}>
      <Stack gap="xs" h="100%">
        <Title order={2} size="h4" id={`model-${model.id}`}>
          {t(`ai.models.${model.id}.label`, { defaultValue: model.label })}
        </Title>
        <Text size="sm">{t(`ai.models.${model.id}.description`, { defaultValue: model.description })}</Text>
        <Text size="sm" fw={600} mt="xs">
          {t('ai.recent')}
        </Text>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('ai.noSessionsYet')}
          </Text>
        ) : (
          <Stack gap={4}>
            {rows.map((session) => (
              <Group key={session.id} justify="space-between" wrap="nowrap" gap="xs">
                <Anchor component={Link} to={`/ai/${model.id}?session=${session.id}`} size="sm" truncate="end">
                  {session.name}
                </Anchor>
                <Group gap={6} wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {formatDate(session.createdAt)}
                  </Text>
                  <SessionStatus status={session.status} />
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        <Group mt="auto" pt="sm">
          <Button component={Link} to={`/ai/${model.id}`}>
            {t('ai.newSession')}
          </Button>
          {model.inputKinds.map((kind) => (
            <Badge key={kind} variant="light">
              {t(`ai.inputKinds.${kind}`, { defaultValue: kind })}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  );
};

export const AiModelsPage = () => {
  const { t } = useTranslation();
  const models = useAiModels();
  return (
    <Stack>
      <PageHeader title={t('ai.title')} description={t('ai.description')} />
      {models.isLoading ? <Loader aria-label={t('ai.loading')} /> : null}
      {models.data && models.data.length === 0 ? <EmptyState message={t('ai.noModels')} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {(models.data ?? []).map((model) => (
          <ModelCard key={model.id} model={model} />
        ))}
      </SimpleGrid>
    </Stack>
  );
};
