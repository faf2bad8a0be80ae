import { BOL_BOOK_MAX, BOL_CSV_COLUMNS } from '@lanehub/shared/features/bills-of-lading/bills-of-lading.contract';
import { Alert, Button, Code, Group, List, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { FilePicker } from '../../../components/file-picker';
import { toastSuccess } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useBolReservations, useBookNumbers, useImportBols } from '../api/bol-api';

type RowError = { row: number; field?: string; message: string };

// Import: a CSV, all rows or none; a refused file lists every problem with its row.
export const BolImportDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const importBols = useImportBols();
  const [errors, setErrors] = useState<{ message: string; rows: RowError[] } | null>(null);
  const upload = async (file: File) => {
    setErrors(null);
    try {
      const reply = await importBols.mutateAsync(file);
      toastSuccess(translateMessage(t, reply.meta.message ?? ''));
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        const body = error.body as { errors?: RowError[] } | undefined;
        setErrors({ message: translateMessage(t, error.message), rows: body?.errors ?? [] });
        return;
      }
      throw error;
    }
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={t('billsOfLading.import.title')} width={720}>
      <Stack>
        <Text size="sm">{t('billsOfLading.import.help')}</Text>
        <Code block>{BOL_CSV_COLUMNS.join(',')}</Code>
        <FilePicker
          accept={['text/csv']}
          label={t('billsOfLading.import.file')}
          actionLabel={t('billsOfLading.import.action')}
          successMessage={null}
          onUpload={upload}
        />
        {errors ? (
          <Alert color="red" variant="light" role="alert" title={errors.message}>
            <List size="sm">
              {errors.rows.map((e) => (
                <List.Item key={`${e.row}-${e.field ?? ''}-${e.message}`}>
                  {t('billsOfLading.import.rowError', {
                    row: e.row,
                    field: e.field ?? '',
                    message: translateMessage(t, e.message),
                  })}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
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
