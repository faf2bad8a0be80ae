import {
  BOL_BOOK_MAX,
  BOL_CSV_COLUMNS,
  BOL_IMPORT_TEMPLATE,
} from '@lanehub/shared/features/bills-of-lading/bills-of-lading.contract';
import { Button, Code, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { ImportAssistant } from '../../../components/import-assistant/import-assistant';
import { toastSuccess } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { bolKeys, useBolReservations, useBookNumbers } from '../api/bol-api';

// Import (issue 15) on the import assistant (docs/imports.md), template `bol`: pick a CSV, map its
// columns, fix the errors the dry run shows on their cells (UN/LOCODEs and numbers already used too),
// then every BOL or none is imported as a job with progress; a refused job has its CSV report.
export const BolImportDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  // A new assistant each time the dialog opens.
  const [round, setRound] = useState(0);
  const close = () => {
    setRound((n) => n + 1);
    onClose();
  };
  return (
    <AppModal opened={opened} onClose={close} title={t('billsOfLading.import.title')} width={1000}>
      <Stack>
        <Text size="sm">{t('billsOfLading.import.help')}</Text>
        {/* Wrapped, not scrolled: a scrolling block would need keyboard access of its own. */}
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {BOL_CSV_COLUMNS.join(',')}
        </Code>
        <ImportAssistant
          key={round}
          template={BOL_IMPORT_TEMPLATE}
          columnLabel={(column) => column}
          onEnd={(job) => {
            if (job.state === 'completed') {
              void client.invalidateQueries({ queryKey: bolKeys.all });
            }
          }}
          renderResult={(job) => (
            <Stack gap={2}>
              <Text size="sm">{t('billsOfLading.import.imported', { count: Number(job.result?.imported ?? 0) })}</Text>
              {Array.isArray(job.result?.numbers) ? (
                <Text size="sm">
                  {t('billsOfLading.import.numbers', { numbers: (job.result.numbers as string[]).join(', ') })}
                </Text>
              ) : null}
            </Stack>
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('billsOfLading.import.close')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};

// Book numbers: reserve a block from the company's sequence, then draft a BOL under any open number.
export const BolBookNumberDialog = ({
  opened,
  onClose,
  onUse,
}: {
  opened: boolean;
  onClose: () => void;
  onUse: (bolNumber: string) => void;
}) => {
  const { t } = useTranslation();
  const [count, setCount] = useState<number | string>(5);
  const [error, setError] = useState<string | null>(null);
  const book = useBookNumbers();
  const reservations = useBolReservations(opened);
  const reserve = async () => {
    setError(null);
    try {
      const reply = await book.mutateAsync(Number(count));
      toastSuccess(translateMessage(t, reply.meta.message ?? ''));
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.fieldErrors?.numberOfBol : undefined;
      setError(translateMessage(t, fieldError ?? (failure instanceof Error ? failure.message : String(failure))));
    }
  };
  const open = reservations.data ?? [];
  return (
    <AppModal opened={opened} onClose={onClose} title={t('billsOfLading.book.title')} width={560}>
      <Stack>
        <Text size="sm">{t('billsOfLading.book.help')}</Text>
        <Group align="flex-end">
          <NumberInput
            label={t('billsOfLading.book.numberOfBol')}
            min={1}
            max={BOL_BOOK_MAX}
            value={count}
            onChange={setCount}
            error={error}
            w={200}
          />
          <Button onClick={reserve} loading={book.isPending}>
            {t('billsOfLading.book.reserve')}
          </Button>
        </Group>
        <Text fw={600} size="sm">
          {t('billsOfLading.book.open', { count: open.length })}
        </Text>
        {open.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('billsOfLading.book.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={300} mah={260}>
            <Table aria-label={t('billsOfLading.book.open', { count: open.length })}>
              <Table.Tbody>
                {open.map((r) => (
                  <Table.Tr key={r.bolNumber}>
                    <Table.Td>{r.bolNumber}</Table.Td>
                    <Table.Td align="right">
                      <Button size="xs" variant="light" onClick={() => onUse(r.bolNumber)}>
                        {t('billsOfLading.book.use')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </AppModal>
  );
};
