import type { TAiLocation, TAiSessionCreate } from '@lanehub/shared/features/ai/ai.contract';
import { Alert, Badge, Checkbox, NumberInput, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// The routing input on the company's locations (sgvrp, acs): the depot, the customers with their
// demand and time window (hours from the start of the day), vehicles and capacity. A location without
// coordinates is shown on its row and cannot be chosen.

export type StopRow = { include: boolean; demand: number | string; opens: number | string; closes: number | string };
export type RoutingState = {
  depotId: string | null;
  rows: Record<string, StopRow>;
  vehicles: number | string;
  capacity: number | string;
};

export const DEFAULT_STOP: StopRow = { include: true, demand: 1, opens: 0, closes: 168 };
export const initialRouting = (): RoutingState => ({ depotId: null, rows: {}, vehicles: 5, capacity: 40 });

const located = (l: TAiLocation) => l.lat !== null && l.lon !== null;
const num = (value: number | string, fallback: number) => (value === '' ? fallback : Number(value));

/** The session input from the form: the chosen located locations other than the depot, in list order. */
export const routingInput = (
  state: RoutingState,
  locations: readonly TAiLocation[],
): { input: TAiSessionCreate['input']; ids: string[] } => {
  const chosen = locations.filter(
    (l) => l.id !== state.depotId && located(l) && (state.rows[l.id] ?? DEFAULT_STOP).include,
  );
  return {
    ids: chosen.map((l) => l.id),
    input: {
      source: 'locations',
      depotId: state.depotId ?? '',
      stops: chosen.map((l) => {
        const row = state.rows[l.id] ?? DEFAULT_STOP;
        return {
          locationId: l.id,
          demand: num(row.demand, 1),
          readyMinutes: Math.round(num(row.opens, 0) * 60),
          dueMinutes: Math.round(num(row.closes, 168) * 60),
        };
      }),
      vehicles: num(state.vehicles, 5),
      capacity: num(state.capacity, 40),
    },
  };
};

export const LocationsInput = ({
  locations,
  loading,
  state,
  onChange,
  errorOf,
}: {
  locations: readonly TAiLocation[];
  loading: boolean;
  state: RoutingState;
  onChange: (state: RoutingState) => void;
  /** The error of a field of the input (`input.depotId`, or a location's row by its id). */
  errorOf: (field: string, locationId?: string) => string | undefined;
}) => {
  const { t } = useTranslation();
  const setRow = (id: string, patch: Partial<StopRow>) =>
    onChange({ ...state, rows: { ...state.rows, [id]: { ...(state.rows[id] ?? DEFAULT_STOP), ...patch } } });
  if (!loading && locations.length === 0) {
    return <Alert color="gray">{t('ai.setup.noLocations')}</Alert>;
  }
  const depots = locations.filter(located).map((l) => ({ value: l.id, label: l.name }));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('ai.setup.depot')}
          placeholder={loading ? t('ai.loading') : t('ai.setup.depotPlaceholder')}
          data={depots}
          value={state.depotId}
          onChange={(depotId) => onChange({ ...state, depotId })}
          searchable
          error={errorOf('input.depotId')}
        />
        <NumberInput
          label={t('ai.setup.vehicles')}
          value={state.vehicles}
          min={1}
          max={500}
          allowDecimal={false}
          onChange={(vehicles) => onChange({ ...state, vehicles })}
          error={errorOf('input.vehicles')}
        />
        <NumberInput
          label={t('ai.setup.capacity')}
          value={state.capacity}
          min={1}
          onChange={(capacity) => onChange({ ...state, capacity })}
          error={errorOf('input.capacity')}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('ai.setup.stopsHelp')}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing={4} aria-label={t('ai.setup.stops')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ai.setup.stopInclude')}</Table.Th>
              <Table.Th>{t('ai.setup.stopLocation')}</Table.Th>
              <Table.Th>{t('ai.setup.stopDemand')}</Table.Th>
              <Table.Th>{t('ai.setup.stopOpens')}</Table.Th>
              <Table.Th>{t('ai.setup.stopCloses')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {locations.map((l) => {
              const row = state.rows[l.id] ?? DEFAULT_STOP;
              const isDepot = l.id === state.depotId;
              const error = errorOf('row', l.id);
              return (
                <Table.Tr key={l.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('ai.setup.includeLocation', { name: l.name })}
                      checked={located(l) && !isDepot && row.include}
                      disabled={!located(l) || isDepot}
                      onChange={(e) => setRow(l.id, { include: e.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{l.name}</Text>
                    <Text size="xs" c="dimmed">
                      {[l.code, l.city, l.country].filter(Boolean).join(' · ')}
                    </Text>
                    {isDepot ? (
                      <Badge size="xs" variant="light">
                        {t('ai.setup.isDepot')}
                      </Badge>
                    ) : null}
                    {located(l) ? null : (
                      <Badge size="xs" color="orange" variant="light">
                        {t('ai.setup.noCoordinates')}
                      </Badge>
                    )}
                    {error ? (
                      <Text size="xs" c="red">
                        {error}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      size="xs"
                      w={90}
                      aria-label={t('ai.setup.demandOf', { name: l.name })}
                      value={row.demand}
                      min={0}
                      disabled={!located(l) || isDepot}
                      onChange={(demand) => setRow(l.id, { demand })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      size="xs"
                      w={90}
                      aria-label={t('ai.setup.opensOf', { name: l.name })}
                      value={row.opens}
                      min={0}
                      max={168}
                      disabled={!located(l) || isDepot}
                      onChange={(opens) => setRow(l.id, { opens })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      size="xs"
                      w={90}
                      aria-label={t('ai.setup.closesOf', { name: l.name })}
                      value={row.closes}
                      min={0}
                      max={168}
                      disabled={!located(l) || isDepot}
                      onChange={(closes) => setRow(l.id, { closes })}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
};
