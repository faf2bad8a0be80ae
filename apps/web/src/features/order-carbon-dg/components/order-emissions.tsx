import type { TOrder } from '@lanehub/shared/features/orders/orders.contract';
import { Alert, Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import { toastSuccess } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useCalculateCarbon, useOrderCarbon } from '../api/order-carbon-dg-api';

const number = (value: number, digits = 1) =>
  value.toLocaleString('en-CA', { minimumFractionDigits: digits, maximumFractionDigits: digits });

// The "Emissions" panel of the order detail: the latest well-to-wheel CO2e calculation, leg by leg, and
// the button that calculates it again (every party of the order may).
export const OrderEmissions = ({ order }: { order: TOrder }) => {
  const { t } = useTranslation();
  const carbon = useOrderCarbon(order.id);
  const calculate = useCalculateCarbon(order.id);
  const result = carbon.data;

  const run = async () => {
    try {
      await calculate.mutateAsync();
      toastSuccess(t('orderCarbonDg.calculated'));
    } catch {
      // Shown in the panel below.
    }
  };

  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="order-emissions-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600} size="sm" id="order-emissions-title">
            {t('orderCarbonDg.ui.emissions')}
          </Text>
          <Button size="xs" variant="light" onClick={run} loading={calculate.isPending}>
            {t('orderCarbonDg.ui.calculate')}
          </Button>
        </Group>
        {carbon.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
        {calculate.isError ? (
          <Alert color="red" variant="light" role="alert">
            {translateMessage(t, calculate.error.message)}
          </Alert>
        ) : null}
        {carbon.isError ? (
          <Alert color="red" variant="light" role="alert">
            {translateMessage(t, carbon.error.message)}
          </Alert>
        ) : null}
        {carbon.isSuccess && !result ? (
          <Text size="sm" c="dimmed">
            {t('orderCarbonDg.ui.notCalculated')}
          </Text>
        ) : null}
        {result ? (
          <>
            <DetailList
              cols={4}
              label={t('orderCarbonDg.ui.emissions')}
              items={[
                { label: t('orderCarbonDg.ui.total'), value: `${number(result.totalKgCo2e)} kg CO2e` },
                { label: t('orderCarbonDg.ui.distance'), value: `${number(result.totalDistanceKm)} km` },
                { label: t('orderCarbonDg.ui.tonneKm'), value: number(result.totalTonneKm) },
                { label: t('orderCarbonDg.ui.weight'), value: `${number(result.weightKg, 0)} kg` },
              ]}
            />
            <Table aria-label={t('orderCarbonDg.ui.legs')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('orderCarbonDg.ui.leg')}</Table.Th>
                  <Table.Th>{t('orderCarbonDg.ui.greatCircle')}</Table.Th>
                  <Table.Th>{t('orderCarbonDg.ui.distance')}</Table.Th>
                  <Table.Th>{t('orderCarbonDg.ui.tonneKm')}</Table.Th>
                  <Table.Th>{t('orderCarbonDg.ui.factor')}</Table.Th>
                  <Table.Th>{t('orderCarbonDg.ui.co2e')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.legs.map((leg) => (
                  <Table.Tr key={`${leg.from}-${leg.to}`}>
                    <Table.Td>{`${leg.from} → ${leg.to}`}</Table.Td>
                    <Table.Td>{`${number(leg.greatCircleKm)} km`}</Table.Td>
                    <Table.Td>
                      {`${number(leg.distanceKm)} km`}
                      <Text span size="xs" c="dimmed">
                        {leg.addKm > 0 ? ` (+${leg.addKm} km)` : ` (× ${leg.routingFactor})`}
                      </Text>
                    </Table.Td>
                    <Table.Td>{number(leg.tonneKm)}</Table.Td>
                    <Table.Td title={leg.factorSource}>{`${leg.gCo2ePerTonneKm} g/t-km`}</Table.Td>
                    <Table.Td>{`${number(leg.kgCo2e)} kg`}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              {t('orderCarbonDg.ui.method', { date: formatDate(result.calculatedAt, 'dateTime') })}
            </Text>
          </>
        ) : null}
      </Stack>
    </Card>
  );
};
