import type { TOrderDashboard } from '@lanehub/shared/features/order-dashboard/order-dashboard.contract';
import { ORDER_MODES, type TOrderMode } from '@lanehub/shared/orders/order-model';
import { Alert, Button, Card, Group, Loader, NativeSelect, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { translateMessage } from '../../../lib/i18n';
import { AllowedLink } from '../../../nav/route-access';
import { RequirePermission } from '../../../resources/require-permission';
import { useOrderLabels } from '../../orders/components/order-labels';
import { ORDER_START_PATH } from '../../orders/order-paths';
import { useOrderDashboard } from '../api/use-order-dashboard';
import { ordersByAttentionPath, ordersByStagePath, ordersByStatusPath, ordersListPath } from '../order-dashboard-paths';

const CountChart = lazy(async () => ({ default: (await import('../components/count-chart')).CountChart }));

const FIGURES = ['total', 'inTransit', 'late', 'arrivingThisWeek', 'exceptions'] as const;
type FigureKey = (typeof FIGURES)[number];

const isMode = (value: string | null): value is TOrderMode =>
  value !== null && (ORDER_MODES as readonly string[]).includes(value);

const FigureCard = ({ figure, value, link }: { figure: FigureKey; value: number; link: string | null }) => {
  const { t, i18n } = useTranslation();
  const label = t(`orderDashboard.figures.${figure}`);
  return (
    <Card withBorder padding="md" data-testid={`order-figure-${figure}`}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={`order-figure-${figure}-value`}>
        {new Intl.NumberFormat(i18n.language).format(value)}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`orderDashboard.hints.${figure}`)}
      </Text>
      {link ? (
        <AllowedLink to={link} size="sm" mt="xs" aria-label={t('orderDashboard.openFiltered', { label })}>
          {t('orderDashboard.open')}
        </AllowedLink>
      ) : null}
    </Card>
  );
};

type Line = { key: string; label: string; count: number; link: string };

// A chart and, beside it, the same counts in words, each one a link to the orders it counts.
const CountSection = ({ id, title, lines, color }: { id: string; title: string; lines: Line[]; color: string }) => {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
          <CountChart bars={lines} color={color} />
        </Suspense>
        <Table data-testid={`${id}-table`} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orderDashboard.columns.name')}</Table.Th>
              <Table.Th ta="right">{t('orderDashboard.columns.count')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.key} data-testid={`${id}-${line.key}`}>
                <Table.Td>
                  <AllowedLink to={line.link} size="sm" fallback={<Text size="sm">{line.label}</Text>}>
                    {line.label}
                  </AllowedLink>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" fw={500}>
                    {number.format(line.count)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SimpleGrid>
    </Card>
  );
};

const Figures = ({ data, mode }: { data: TOrderDashboard; mode: TOrderMode | null }) => {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  // Stage numbers mean one thing in every mode (docs/orders-domain.md): across modes they are summed
  // and named on the ocean scale; one mode's stages take that mode's names.
  const stageCounts = new Map<number, number>();
  for (const row of data.byStage) {
    stageCounts.set(row.stage, (stageCounts.get(row.stage) ?? 0) + row.count);
  }
  const stageMode: TOrderMode = mode ?? 'ocean';
  const stageNumbers = [...stageCounts.keys()]
    .filter((stage) => (stageCounts.get(stage) ?? 0) > 0)
    .sort((a, b) => a - b);
  const statusLines: Line[] = data.byStatus
    .filter((row) => row.count > 0)
    .map((row) => ({
      key: row.status,
      label: labels.status(row.status),
      count: row.count,
      link: ordersByStatusPath(mode, row.status),
    }));
  const stageLines: Line[] = stageNumbers.map((stage) => ({
    key: String(stage),
    label: labels.stage(stageMode, stage),
    count: stageCounts.get(stage) ?? 0,
    link: ordersByStagePath(mode, stage),
  }));
  // Each figure opens the orders list filtered to exactly what it counts (one definition on the server).
  const links: Record<FigureKey, string | null> = {
    total: ordersListPath(mode),
    inTransit: ordersByAttentionPath(mode, 'inTransit'),
    late: ordersByAttentionPath(mode, 'late'),
    arrivingThisWeek: ordersByAttentionPath(mode, 'arrivingThisWeek'),
    exceptions: ordersByAttentionPath(mode, 'exceptions'),
  };
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} aria-label={t('orderDashboard.figuresTitle')}>
        {FIGURES.map((figure) => (
          <FigureCard key={figure} figure={figure} value={data[figure]} link={links[figure]} />
        ))}
      </SimpleGrid>
      <CountSection id="orders-by-status" title={t('orderDashboard.statusTitle')} lines={statusLines} color="blue.6" />
      <CountSection
        id="orders-by-stage"
        title={mode ? t('orderDashboard.stageTitleMode', { mode: labels.mode(mode) }) : t('orderDashboard.stageTitle')}
        lines={stageLines}
        color="teal.7"
      />
    </Stack>
  );
};

const OrderDashboard = () => {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const [params, setParams] = useSearchParams();
  const modeParam = params.get('mode');
  const mode = isMode(modeParam) ? modeParam : null;
  const query = useOrderDashboard(mode);
  const book = (
    <Button component={Link} to={ORDER_START_PATH} leftSection={<IconPlus size={16} />}>
      {t('orderDashboard.empty.book')}
    </Button>
  );
  let body: ReactNode = null;
  if (query.isPending) {
    body = <Loader size="sm" aria-label={t('common.loading')} />;
  } else if (query.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {translateMessage(t, query.error.message)}
      </Alert>
    );
  } else if (query.data.total === 0) {
    body = (
      <EmptyState
        title={
          mode ? t('orderDashboard.empty.modeTitle', { mode: labels.mode(mode) }) : t('orderDashboard.empty.title')
        }
        message={t('orderDashboard.empty.message')}
        action={book}
      />
    );
  } else {
    body = <Figures data={query.data} mode={mode} />;
  }
  return (
    <Stack>
      <PageHeader
        title={t('orderDashboard.title')}
        description={t('orderDashboard.description')}
        actions={
          <Group gap="xs" align="flex-end">
            <NativeSelect
              label={t('orderDashboard.modeLabel')}
              value={mode ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setParams((current) => {
                  const next = new URLSearchParams(current);
                  if (value) {
                    next.set('mode', value);
                  } else {
                    next.delete('mode');
                  }
                  return next;
                });
              }}
              data={[
                { value: '', label: t('orderDashboard.allModes') },
                ...ORDER_MODES.map((value) => ({ value, label: labels.mode(value) })),
              ]}
            />
          </Group>
        }
      />
      {body}
    </Stack>
  );
};

// /orders/dashboard: the orders the company owns or is named on, counted (issue 14).
export const OrderDashboardPage = () => (
  <RequirePermission permission="order.view">
    <OrderDashboard />
  </RequirePermission>
);
