import type { TOrder } from '@lanehub/shared/features/orders/orders.contract';
import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import { toastError } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { downloadShippingInstructionPdf, useShippingInstruction } from '../api/shipping-instruction-api';
import { ShippingInstructionFormModal } from './shipping-instruction-form-modal';

// The shipping instruction on an order's detail page: what it says, who saved it, an edit form for
// the companies that may change it and the PDF for every company that sees the order.
export const ShippingInstructionSection = ({ order }: { order: Pick<TOrder, 'id' | 'orderNumber'> }) => {
  const { t } = useTranslation();
  const query = useShippingInstruction(order.id);
  const [editing, setEditing] = useState(false);
  const [exporting, setExporting] = useState(false);

  const exportPdf = async () => {
    setExporting(true);
    try {
      await downloadShippingInstructionPdf(order.id, order.orderNumber);
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    } finally {
      setExporting(false);
    }
  };

  const si = query.data;
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="shipping-instruction-title">
      <Group justify="space-between" align="flex-start" mb="xs">
        <Stack gap={2}>
          <Text fw={600} size="sm" id="shipping-instruction-title">
            {t('shippingInstruction.title')}
          </Text>
          {si ? (
            <Text size="xs" c="dimmed">
              {si.version === 0
                ? t('shippingInstruction.draft')
                : t('shippingInstruction.savedBy', {
                    version: si.version,
                    date: formatDate(si.updatedAt, 'dateTime'),
                    company: si.updatedByCompany ?? '',
                  })}
            </Text>
          ) : null}
        </Stack>
        {si ? (
          <Group gap="xs">
            {si.canEdit ? (
              <Button variant="light" onClick={() => setEditing(true)}>
                {t('shippingInstruction.edit')}
              </Button>
            ) : null}
            <Button onClick={exportPdf} loading={exporting}>
              {t('shippingInstruction.exportPdf')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {query.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : null}
      {si ? (
        <>
          <DetailList
            cols={4}
            label={t('shippingInstruction.title')}
            items={[
              { label: t('shippingInstruction.fields.shipper'), value: si.shipper.name },
              { label: t('shippingInstruction.fields.consignee'), value: si.consignee.name },
              { label: t('shippingInstruction.fields.notifyParty'), value: si.notifyParty.name },
              { label: t('shippingInstruction.fields.bookingNumber'), value: si.bookingNumber },
              {
                label: t('shippingInstruction.vesselVoyage'),
                value: [si.vesselName, si.voyage].filter(Boolean).join(' / '),
              },
              {
                label: t('shippingInstruction.route'),
                value: [si.portOfLoading, si.portOfDischarge].filter(Boolean).join(' → '),
              },
              {
                label: t('shippingInstruction.fields.containers'),
                value: si.containers.map((c) => c.containerNumber).join(', '),
              },
              {
                label: t('shippingInstruction.fields.grossWeightKg'),
                value: si.grossWeightKg === null ? null : `${si.grossWeightKg.toLocaleString()} kg`,
              },
              { label: t('shippingInstruction.fields.goodsDescription'), value: si.goodsDescription },
              { label: t('shippingInstruction.fields.hsCode'), value: si.hsCode },
              {
                label: t('shippingInstruction.fields.freightTerms'),
                value: si.freightTerms ? t(`shippingInstruction.freightTerms.${si.freightTerms}`) : null,
              },
              { label: t('shippingInstruction.fields.incoterm'), value: si.incoterm },
            ]}
          />
          {editing ? (
            <ShippingInstructionFormModal opened={editing} onClose={() => setEditing(false)} instruction={si} />
          ) : null}
        </>
      ) : null}
    </Card>
  );
};
