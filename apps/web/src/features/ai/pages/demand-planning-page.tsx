import type { TAiSessionStatus, TDemandPlan } from '@lanehub/shared/features/ai/ai.contract';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { toastError, toastSuccess } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { downloadAiExport, useAiLanes, useAiResult, useCreateDemandPlan, useDemandPlans } from '../api/ai';
import { ResultView } from '../components/result-view';
import { SessionStatus } from '../components/session-status';

// Demand planning (spec 02 §7.14 'GET and POST /{product}-core/demand/planning'; the screen sits under
// Demand Management, spec 01 §2.3, at /demand-management/demand-planning, our choice of path): pick a
// lane of the company's orders, forecast it with sarima (history, forecast with intervals, backtest
// beside the seasonal-naive baseline) and keep it as the lane's plan. A plan is its latest forecast.

const percent = (value: number | null, language: string) =>
  value === null ? '—' : `${value.toLocaleString(language, { maximumFractionDigits: 1 })} %`;

const PlanResult = ({ plan }: { plan: TDemandPlan }) => {
  const { t } = useTranslation();
  const done = ['completed', 'stopped'].includes(plan.status);
  const result = useAiResult(plan.sessionId, done);
  if (!done) {
    return plan.status === 'failed' ? (
      <Alert color="red">{t('ai.planning.failed')}</Alert>
    ) : (
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('ai.planning.running')}</Text>
      </Group>
    );
  }
  if (!result.data) {
    return <Loader size="sm" aria-label={t('ai.loading')} />;
  }
  return (
    <ResultView result={result.data} onExport={(table, format) => downloadAiExport(plan.sessionId, table, format)} />
  );
};

export const DemandPlanningPage = () => {
  const { t, i18n } = useTranslation();
  const lanes = useAiLanes(true);
  const plans = useDemandPlans();
  const create = useCreateDemandPlan();
  const [lane, setLane] = useState<string | null>(null);
  const [frequency, setFrequency] = useState<'month' | 'week'>('month');
  const [horizon, setHorizon] = useState<number | string>(6);
  const [selected, setSelected] = useState<string | null>(null);
  const error = isApiError(create.error) ? create.error : null;
  const fieldError = (field: string) => {
    const text = error?.fieldErrors?.[field];
    const coded = error?.fieldCodes?.[field];
    return text ? translateMessage(t, { message: text, messageCode: coded?.code, params: coded?.params }) : undefined;
  };

  const save = async () => {
    const [origin = '', destination = ''] = (lane ?? '').split('\u0000');
    try {
      const { data } = await create.mutateAsync({
        input: { source: 'orders', origin, destination, frequency },
        horizon: horizon === '' ? 6 : Number(horizon),
      });
      toastSuccess(t('ai.planning.saved', { name: `${origin} → ${destination}` }));
      setSelected(data.id);
    } catch (caught) {
      if (!isApiError(caught) || !caught.fieldErrors) {
        toastError(
          isApiError(caught)
            ? translateMessage(t, { message: caught.message, messageCode: caught.messageCode, params: caught.params })
            : String(caught),
        );
      }
    }
  };

  const rows = plans.data ?? [];
  const shown = rows.find((p) => p.sessionId === selected) ?? rows[0];
  const laneOptions = (lanes.data ?? []).map((l) => ({
    value: `${l.origin}\u0000${l.destination}`,
    label: t('ai.setup.laneOption', { origin: l.origin, destination: l.destination, count: l.orders }),
  }));

  return (
    <Stack>
      <PageHeader title={t('ai.planning.title')} description={t('ai.planning.description')} />
      <Card withBorder padding="md" component="section" aria-labelledby="plan-new-title">
        <Stack>
          <Title order={2} size="h4" id="plan-new-title">
            {t('ai.planning.newTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('ai.setup.lane')}
              placeholder={lanes.isLoading ? t('ai.loading') : t('ai.setup.lanePlaceholder')}
              description={lanes.data && lanes.data.length === 0 ? t('ai.planning.noLanes') : undefined}
              data={laneOptions}
              value={lane}
              onChange={setLane}
              searchable
              error={fieldError('origin') ?? fieldError('input.origin')}
            />
            <Select
              label={t('ai.setup.frequency')}
              data={[
                { value: 'month', label: t('ai.setup.month') },
                { value: 'week', label: t('ai.setup.week') },
              ]}
              value={frequency}
              onChange={(value) => setFrequency(value === 'week' ? 'week' : 'month')}
              allowDeselect={false}
            />
            <NumberInput
              label={t('ai.planning.horizon')}
              description={t('ai.planning.horizonHelp')}
              value={horizon}
              min={1}
              max={52}
              allowDecimal={false}
              onChange={setHorizon}
              error={fieldError('horizon')}
            />
          </SimpleGrid>
          <Group>
            <Button onClick={save} loading={create.isPending} disabled={!lane}>
              {t('ai.planning.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder padding="md" component="section" aria-labelledby="plan-list-title">
        <Stack>
          <Title order={2} size="h4" id="plan-list-title">
            {t('ai.planning.plans')}
          </Title>
          {plans.isLoading ? <Loader size="sm" aria-label={t('ai.loading')} /> : null}
          {!plans.isLoading && rows.length === 0 ? <EmptyState message={t('ai.planning.empty')} /> : null}
          {rows.length > 0 ? (
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover aria-labelledby="plan-list-title">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('ai.planning.lane')}</Table.Th>
                    <Table.Th>{t('ai.setup.frequency')}</Table.Th>
                    <Table.Th>{t('ai.planning.status')}</Table.Th>
                    <Table.Th>{t('ai.planning.model')}</Table.Th>
                    <Table.Th ta="right">{t('ai.planning.mape')}</Table.Th>
                    <Table.Th ta="right">{t('ai.planning.naiveMape')}</Table.Th>
                    <Table.Th>{t('ai.planning.savedAt')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((plan) => (
                    <Table.Tr key={plan.sessionId}>
                      <Table.Td>
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          fw={plan === shown ? 700 : undefined}
                          aria-current={plan === shown ? 'true' : undefined}
                          onClick={() => setSelected(plan.sessionId)}
                        >
                          {plan.label}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{t(plan.frequency === 'week' ? 'ai.setup.week' : 'ai.setup.month')}</Table.Td>
                      <Table.Td>
                        <SessionStatus status={plan.status as TAiSessionStatus} />
                      </Table.Td>
                      <Table.Td>{plan.model ?? '—'}</Table.Td>
                      <Table.Td ta="right">{percent(plan.mape, i18n.language)}</Table.Td>
                      <Table.Td ta="right">{percent(plan.naiveMape, i18n.language)}</Table.Td>
                      <Table.Td>{formatDate(plan.createdAt, 'dateTime')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
        </Stack>
      </Card>
      {shown ? (
        <Card withBorder padding="md" component="section" aria-labelledby="plan-shown-title">
          <Stack>
            <Group justify="space-between">
              <Title order={2} size="h4" id="plan-shown-title">
                {t('ai.planning.forecastOf', { name: shown.label })}
              </Title>
              <Anchor component={Link} to={`/ai/sarima?session=${shown.sessionId}`} size="sm">
                {t('ai.planning.openSession')}
              </Anchor>
            </Group>
            <PlanResult plan={shown} />
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
};
