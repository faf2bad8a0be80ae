import { type TBidInput, type TLoad, ZBidInput } from '@lanehub/shared/features/load-board/load-board.contract';
import { CURRENCIES } from '@lanehub/shared/resources/define-resource';
import { Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EntityFormModal } from '../../../components/list/entity-form-modal';
import { translateMessage } from '../../../lib/i18n';
import { usePlaceBid } from '../api/load-board-api';
import { instantOf, laneOf, wallClockOf } from '../load-board-text';

// "Bid" (a carrier): amount and currency, a note, and until when the bid holds.
export const BidFormModal = ({ load, onClose }: { load: TLoad | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const place = usePlaceBid();
  return (
    <EntityFormModal<TBidInput, z.output<typeof ZBidInput>, { message: string }>
      opened={load !== null}
      onClose={onClose}
      title={t('loadBoard.bidForm.title', { number: load?.loadNumber ?? '' })}
      schema={ZBidInput}
      defaultValues={{
        amount: load?.targetRate ? String(Number(load.targetRate)) : '',
        currency: (load?.targetRateCurrency as TBidInput['currency']) ?? 'CAD',
        note: '',
        validUntil: '',
      }}
      fields={['amount', 'currency', 'note', 'validUntil']}
      onSubmit={(values) => place.mutateAsync({ ...values, loadId: load?.id ?? '' })}
      successMessage={(result) => translateMessage(t, result.message)}
      submitLabel={t('loadBoard.bidForm.submit')}
    >
      {({ form, errorOf }) => (
        <Stack gap="sm">
          {load ? <Text size="sm">{laneOf(load)}</Text> : null}
          <SimpleGrid cols={2}>
            <Controller
              control={form.control}
              name="amount"
              render={({ field }) => (
                <TextInput
                  {...field}
                  value={String(field.value ?? '')}
                  label={t('loadBoard.fields.amount')}
                  required
                  error={errorOf('amount')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="currency"
              render={({ field }) => (
                <Select
                  label={t('loadBoard.fields.currency')}
                  data={[...CURRENCIES]}
                  value={field.value ?? 'CAD'}
                  onChange={(value) => field.onChange(value ?? 'CAD')}
                  searchable
                  error={errorOf('currency')}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="validUntil"
            render={({ field }) => (
              <TextInput
                {...field}
                value={wallClockOf(field.value)}
                onChange={(event) => field.onChange(instantOf(event.currentTarget.value))}
                type="datetime-local"
                label={t('loadBoard.fields.validUntil')}
                required
                error={errorOf('validUntil')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="note"
            render={({ field }) => (
              <Textarea
                {...field}
                value={field.value ?? ''}
                label={t('loadBoard.fields.note')}
                error={errorOf('note')}
              />
            )}
          />
        </Stack>
      )}
    </EntityFormModal>
  );
};
