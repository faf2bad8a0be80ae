import type { TOrder } from '@lanehub/shared/features/orders/orders.contract';
import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../components/toast';
import { translateMessage } from '../../../lib/i18n';
import { downloadCmaWaybill } from '../api/waybill-api';

// The sea waybill of an ocean order's bill of lading as CMA CGM holds it (GET /api/waybill), for every
// company that sees the order. The number starts as the order's B/L number.
export const WaybillSection = ({ order }: { order: Pick<TOrder, 'mode' | 'bolNumber'> }) => {
  const { t } = useTranslation();
  const [blNumber, setBlNumber] = useState(order.bolNumber ?? '');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  if (order.mode !== 'ocean') {
    return null;
  }
  const fetchWaybill = async () => {
    setError(null);
    if (!/^[A-Za-z0-9]{4,20}$/.test(blNumber.trim())) {
      setError(t('orderDocuments.waybill.blNumber'));
      return;
    }
    setLoading(true);
    try {
      await downloadCmaWaybill(blNumber.trim());
      toastSuccess(t('orderDocuments.waybillScreen.downloaded'));
    } catch (failure) {
      toastError(translateMessage(t, failure instanceof Error ? failure.message : String(failure)));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="cma-waybill-title">
      <Stack gap="xs">
        <Text fw={600} size="sm" id="cma-waybill-title">
          {t('orderDocuments.waybillScreen.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('orderDocuments.waybillScreen.hint')}
        </Text>
        <Group align="flex-start">
          <TextInput
            label={t('orderDocuments.waybillScreen.blNumber')}
            value={blNumber}
            onChange={(event) => setBlNumber(event.currentTarget.value)}
            error={error}
            w={260}
          />
          <Button mt={24} onClick={fetchWaybill} loading={loading}>
            {t('orderDocuments.waybillScreen.download')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};
