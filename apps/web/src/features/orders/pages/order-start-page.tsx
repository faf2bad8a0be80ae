import { modeInfo } from '@lanehub/shared/constants/modes';
import { isOrderMode, moveTypesOf, ORDER_MODES, type TOrderMode } from '@lanehub/shared/orders/order-model';
import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CompanyPicker } from '../../../components/company-picker';
import { RequirePermission } from '../../../resources/require-permission';
import { startFromSearch, startToSearch } from '../components/entry-prefill';
import { useOrderLabels } from '../components/order-labels';
import { ORDER_DESTINATION_PATH, ORDER_ENTRY_PATH, ORDERS_ALL_PATH } from '../order-paths';

const shippingTypesOf = (mode: TOrderMode): readonly string[] =>
  modeInfo(mode === 'drayage' ? 'drayage_chassis' : mode === 'integrated' ? 'integrated_shipping' : mode)?.types ?? [];

// /orders/start (spec 01 §2.3; spec 02 §5 order entry): the first screen of booking an order: the mode,
// its move type (spec 02 §9), the shipping type and the carrier (a carrier of the partner network, from
// the server). Next goes to /orders/destination with the choice in the address.
const OrderStart = () => {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const previous = startFromSearch(params);
  // A mode's own list ('Rail orders') starts with its mode chosen (?mode=rail).
  const asked = params.get('mode') ?? '';
  const [mode, setMode] = useState<TOrderMode>(previous?.mode ?? (isOrderMode(asked) ? asked : 'ocean'));
  const [moveType, setMoveType] = useState(previous?.moveType ?? '');
  const [shippingType, setShippingType] = useState(previous?.shippingType ?? '');
  const [carrier, setCarrier] = useState<string | null>(previous?.carrierCompanyId ?? null);
  const [error, setError] = useState<string | null>(null);

  const next = () => {
    if (!moveType) {
      setError(t('orderScreens.start.moveTypeRequired'));
      return;
    }
    const search = startToSearch({ mode, moveType, shippingType, carrierCompanyId: carrier });
    void navigate(`${ORDER_DESTINATION_PATH}?${search.toString()}`);
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('orderScreens.start.title')}</Title>
        <Button variant="subtle" component={Link} to={ORDERS_ALL_PATH}>
          {t('orderScreens.entry.cancel')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('orderScreens.start.hint')}
      </Text>
      <Card withBorder>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            next();
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('orderScreens.fields.mode')}
              required
              value={mode}
              data={ORDER_MODES.map((value) => ({ value, label: labels.mode(value) }))}
              onChange={(event) => {
                setMode(event.currentTarget.value as TOrderMode);
                setMoveType('');
                setShippingType('');
              }}
            />
            <NativeSelect
              label={t('orderScreens.fields.moveType')}
              required
              value={moveType}
              data={[
                { value: '', label: t('orderScreens.entry.choose') },
                ...moveTypesOf(mode).map((value) => ({ value, label: value })),
              ]}
              onChange={(event) => {
                setMoveType(event.currentTarget.value);
                setError(null);
              }}
              error={error}
            />
            <NativeSelect
              label={t('orderScreens.fields.shippingType')}
              value={shippingType}
              data={[
                { value: '', label: t('orderScreens.entry.choose') },
                ...shippingTypesOf(mode).map((value) => ({ value, label: value })),
              ]}
              onChange={(event) => setShippingType(event.currentTarget.value)}
            />
            <CompanyPicker
              label={t('orderScreens.fields.carrierCompanyId')}
              type="carrier"
              value={carrier}
              onChange={(value) => setCarrier(value)}
            />
          </SimpleGrid>
          <Group justify="space-between" mt="lg">
            <Button variant="subtle" component={Link} to={ORDER_ENTRY_PATH}>
              {t('orderScreens.start.skip')}
            </Button>
            <Button type="submit">{t('orderScreens.start.toDestination')}</Button>
          </Group>
        </form>
      </Card>
    </Stack>
  );
};

export const OrderStartPage = () => (
  <RequirePermission permission="order.view">
    <OrderStart />
  </RequirePermission>
);
