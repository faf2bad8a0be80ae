import { CompositeChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { SolverResult } from '@lanehub/solvers/model';
import { Button, Card, Group, Pagination, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

// A model's result, whatever the model (packages/solvers/src/model.ts): KPIs, tables (paged), series
// on a chart with their interval, and routes as lat/lon polylines on a plain SVG plot (no map tiles).

type ResultTableData = SolverResult['tables'][number];
type Series = NonNullable<SolverResult['series']>[number];
type Route = NonNullable<SolverResult['routes']>[number];

const PAGE = 12;

const formatValue = (value: string | number | boolean | null | undefined, locale: string) => {
  if (value === null || value === undefined) {
    return '—';
  }
  if (typeof value === 'number') {
    return value.toLocaleString(locale, { maximumFractionDigits: 4 });
  }
  return String(value);
};

const ResultTable = ({
  table,
  onExport,
}: {
  table: ResultTableData;
  onExport: ((table: string, format: 'csv' | 'xlsx') => Promise<void>) | undefined;
}) => {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(table.rows.length / PAGE));
  const rows = table.rows.slice((page - 1) * PAGE, page * PAGE);
  return (
    <Card withBorder padding="sm" component="section" aria-label={table.title}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {table.title}
        </Title>
        {onExport ? (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              onClick={() => onExport(table.id, 'csv')}
            >
              {t('ai.result.exportCsv')}
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              onClick={() => onExport(table.id, 'xlsx')}
            >
              {t('ai.result.exportExcel')}
            </Button>
          </Group>
        ) : null}
      </Group>
      <Table.ScrollContainer minWidth={360}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {table.columns.map((c) => (
                <Table.Th key={c.key} style={c.numeric ? { textAlign: 'right' } : undefined}>
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: result rows have no id; their order is fixed
              <Table.Tr key={i}>
                {table.columns.map((c) => (
                  <Table.Td key={c.key} style={c.numeric ? { textAlign: 'right' } : undefined}>
                    {formatValue(row[c.key], i18n.language)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Pagination
          mt="xs"
          size="sm"
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`ai.result.page.${control}`) })}
        />
      ) : null}
    </Card>
  );
};

const SeriesChart = ({ series }: { series: Series }) => {
  const { t } = useTranslation();
  // One row per period: actual, fitted, forecast and its interval side by side.
  const byPeriod = new Map<string, Record<string, string | number | null>>();
  for (const point of series.points) {
    const row = byPeriod.get(point.t) ?? { t: point.t };
    const kind = point.kind ?? 'actual';
    row[kind] = point.value;
    if (kind === 'forecast' && point.lower != null && point.upper != null) {
      row.interval = [point.lower, point.upper] as unknown as number;
    }
    byPeriod.set(point.t, row);
  }
  const data = [...byPeriod.values()].sort((a, b) => String(a.t).localeCompare(String(b.t)));
  const has = (key: string) => data.some((row) => row[key] !== undefined);
  return (
    <Card withBorder padding="sm" component="section" aria-label={series.title}>
      <Title order={3} size="h5" mb="xs">
        {series.title}
      </Title>
      <CompositeChart
        h={320}
        data={data}
        dataKey="t"
        withLegend
        curveType="linear"
        connectNulls={false}
        withDots={false}
        aria-label={t('ai.result.chart', { title: series.title })}
        series={[
          ...(has('interval')
            ? [{ name: 'interval', label: t('ai.result.interval'), color: 'blue.2', type: 'area' as const }]
            : []),
          { name: 'actual', label: t('ai.result.actual'), color: 'gray.7', type: 'line' as const },
          ...(has('fitted')
            ? [{ name: 'fitted', label: t('ai.result.fitted'), color: 'teal.6', type: 'line' as const }]
            : []),
          ...(has('forecast')
            ? [{ name: 'forecast', label: t('ai.result.forecast'), color: 'blue.7', type: 'line' as const }]
            : []),
        ]}
      />
    </Card>
  );
};

/** Routes drawn on their own bounding box: longitude across, latitude up; a simple plot, not a map. */
export const RoutesPlot = ({ routes }: { routes: Route[] }) => {
  const { t } = useTranslation();
  const stops = routes.flatMap((r) => r.stops);
  if (stops.length === 0) {
    return null;
  }
  const lons = stops.map((s) => s.lon);
  const lats = stops.map((s) => s.lat);
  const [minLon, maxLon, minLat, maxLat] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
  const width = 600;
  const height = 360;
  const pad = 20;
  const spanLon = maxLon - minLon || 1;
  const spanLat = maxLat - minLat || 1;
  const x = (lon: number) => pad + ((lon - minLon) / spanLon) * (width - 2 * pad);
  const y = (lat: number) => height - pad - ((lat - minLat) / spanLat) * (height - 2 * pad);
  const colours = ['#1c7ed6', '#e8590c', '#2f9e44', '#ae3ec9', '#f08c00', '#0c8599', '#c2255c'];
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('ai.result.routes')}>
      <Title order={3} size="h5" mb="xs">
        {t('ai.result.routes')}
      </Title>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-label={t('ai.result.routes')}>
        <title>{t('ai.result.routes')}</title>
        {routes.map((route, i) => (
          <g key={route.id}>
            <polyline
              fill="none"
              stroke={colours[i % colours.length]}
              strokeWidth={2}
              points={route.stops.map((s) => `${x(s.lon)},${y(s.lat)}`).join(' ')}
            >
              <title>{route.label}</title>
            </polyline>
            {route.stops.map((s, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a stop may repeat (the depot), its place in the tour is its key
              <circle key={k} cx={x(s.lon)} cy={y(s.lat)} r={3} fill={colours[i % colours.length]}>
                <title>{s.label}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
    </Card>
  );
};

export const ResultView = ({
  result,
  onExport,
}: {
  result: SolverResult;
  onExport?: (table: string, format: 'csv' | 'xlsx') => Promise<void>;
}) => {
  const { i18n } = useTranslation();
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {result.kpis.map((kpi) => (
          <Card key={kpi.key} withBorder padding="sm">
            <Text size="sm" c="dimmed">
              {kpi.label}
            </Text>
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {formatValue(kpi.value, i18n.language)}
              {kpi.unit && kpi.value !== null ? ` ${kpi.unit}` : ''}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {(result.series ?? []).map((series) => (
        <SeriesChart key={series.id} series={series} />
      ))}
      {result.routes?.length ? <RoutesPlot routes={result.routes} /> : null}
      {result.tables.map((table) => (
        <ResultTable key={table.id} table={table} onExport={onExport} />
      ))}
    </Stack>
  );
};
