import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type RoutingGuideLane, useRoutingGuideSuggestion } from '../api/orders-api';
import type { OrderEntryValues } from './order-entry-values';

// The lanes' mode names (routing guides and rate cards) for the order's modes that have them.
export const LANE_MODE: Partial<Record<OrderEntryValues['mode'], RoutingGuideLane['mode']>> = {
  road: 'Road',
  rail: 'Rail',
  drayage: 'Dray',
};

/** The order's lane as a routing guide knows it, or null while the mode has none or an end has no country. */
export const laneOf = (values: {
  mode?: OrderEntryValues['mode'] | undefined;
  originCountry?: string | undefined;
  destinationCountry?: string | undefined;
  equipmentType?: string | undefined;
}): RoutingGuideLane | null => {
  const mode = values.mode ? LANE_MODE[values.mode] : undefined;
  const originCountry = values.originCountry?.trim() ?? '';
  const destinationCountry = values.destinationCountry?.trim() ?? '';
  if (!mode || originCountry.length < 2 || destinationCountry.length < 2) {
    return null;
  }
  const equipmentType = values.equipmentType?.trim();
  return { originCountry, destinationCountry, mode, ...(equipmentType ? { equipmentType } : {}) };
};

// Order entry's carrier suggestion (issue 16): once the lane is known, the first carrier of its routing
// guide, with a one-click Use that fills the carrier party. A carrier the user chose is never replaced:
// Use shows only while the carrier is empty.
export const CarrierSuggestion = ({ form }: { form: UseFormReturn<OrderEntryValues> }) => {
  const { t } = useTranslation();
  const [mode, originCountry, destinationCountry, equipmentType, carrierCompanyId] = useWatch({
    control: form.control,
    name: ['mode', 'origin.country', 'destination.country', 'equipmentType', 'carrierCompanyId'],
  });
  const lane = laneOf({ mode, originCountry, destinationCountry, equipmentType });
  const suggestion = useRoutingGuideSuggestion(lane);
  const first = lane ? suggestion.data?.carriers[0] : undefined;
  if (!first) {
    return null;
  }
  const inUse = carrierCompanyId === first.carrierCompanyId;
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconRoute size={18} aria-hidden />}
      aria-label={t('orderScreens.entry.routingGuide.label')}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('orderScreens.entry.routingGuide.suggested', { carrier: first.carrierName })}</Text>
        {inUse ? (
          <Text size="sm" c="dimmed">
            {t('orderScreens.entry.routingGuide.inUse')}
          </Text>
        ) : carrierCompanyId ? (
          <Text size="sm" c="dimmed">
            {t('orderScreens.entry.routingGuide.kept')}
          </Text>
        ) : (
          <Button
            size="xs"
            aria-label={t('orderScreens.entry.routingGuide.useNamed', { carrier: first.carrierName })}
            onClick={() =>
              form.setValue('carrierCompanyId', first.carrierCompanyId, { shouldDirty: true, shouldTouch: true })
            }
          >
            {t('orderScreens.entry.routingGuide.use')}
          </Button>
        )}
      </Group>
    </Alert>
  );
};
