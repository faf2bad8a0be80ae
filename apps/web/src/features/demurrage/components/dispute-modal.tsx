import type { TDndClockRow } from '@lanehub/shared/features/demurrage/demurrage.contract';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { MoneyFields } from '../../../components/form/money-fields';
import { toastError, toastSuccess } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useOpenDispute } from '../api/demurrage-api';

/** Dispute a billed D&D charge: the server stores the computed charge beside the billed one. */
export const DisputeModal = ({ clock, onClose }: { clock: TDndClockRow; onClose: () => void }) => {
  const { t } = useTranslation();
  const open = useOpenDispute();
  const [billedAmount, setBilledAmount] = useState('');
  const [billedCurrency, setBilledCurrency] = useState(clock.currency ?? 'CAD');
  const [invoiceReference, setInvoiceReference] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    setErrors({});
    try {
      const reply = await open.mutateAsync({
        orderId: clock.orderId,
        container: clock.container,
        clock: clock.clock,
        billedAmount,
        billedCurrency,
        invoiceReference: invoiceReference || null,
        note: note || null,
      });
      toastSuccess(translateMessage(t, reply.meta.message ?? ''));
      onClose();
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) {
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, translateMessage(t, v)])));
      } else {
        toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
      }
    }
  };

  return (
    <AppModal opened onClose={onClose} title={t('demurrage.disputeOf', { container: clock.container })}>
      <Stack gap="sm">
        <Text size="sm">
          {t('demurrage.computedNow', {
            clock: t(`demurrage.clocks.${clock.clock}`),
            order: clock.orderNumber,
            charge: `${clock.charge} ${clock.currency}`,
            days: clock.daysOver,
          })}
        </Text>
        <MoneyFields
          required
          amount={{
            label: t('demurrage.fields.billed'),
            value: billedAmount,
            onChange: setBilledAmount,
            error: errors.billedAmount,
          }}
          currency={{
            label: t('demurrage.fields.currency'),
            value: billedCurrency,
            onChange: setBilledCurrency,
            error: errors.billedCurrency,
          }}
        />
        <TextInput
          label={t('demurrage.fields.invoiceReference')}
          value={invoiceReference}
          onChange={(e) => setInvoiceReference(e.currentTarget.value)}
          error={errors.invoiceReference}
        />
        <Textarea
          label={t('demurrage.fields.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={errors.note}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={open.isPending} disabled={!billedAmount}>
            {t('demurrage.openDispute')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
