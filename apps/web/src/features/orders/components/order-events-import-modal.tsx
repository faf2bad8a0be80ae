import type { TJob } from '@lanehub/shared/features/jobs/jobs.contract';
import {
  ORDER_EVENT_CSV_COLUMNS,
  ORDER_EVENTS_PREVIEW_ROWS,
  ORDER_EVENTS_TEMPLATE_FILE,
  type OrderEventCsvRow,
  orderEventsCsvTemplate,
  parseOrderEventsCsv,
  type TOrderEventsImportResult,
  type TOrderEventsImportRowError,
} from '@lanehub/shared/features/orders/events-import.contract';
import { Alert, Anchor, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { FilePicker } from '../../../components/file-picker';
import { JobProgress } from '../../../components/job-progress';
import { toastError, toastSuccess } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useImportOrderEvents } from '../api/import-events';
import { orderKeys } from '../api/orders-api';

// The tracking events import (issue 14): the same dialog as the locations import — the template, the
// file picker, a preview of the first rows read in the browser, then the upload. The server imports
// every row or none and names each bad row and column; a large file is a background job with progress.

type Chosen = { fileName: string; content: string; rows: OrderEventCsvRow[] };
type Report = { message: string; errors: TOrderEventsImportRowError[]; rowsWithErrors: number };

const ACCEPT = ['.csv', 'text/csv'];

const reportOf = (error: unknown): Report | null => {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) {
    return null;
  }
  const body = error.body as { errors?: unknown; rowsWithErrors?: unknown };
  if (!Array.isArray(body.errors)) {
    return null;
  }
  const errors = body.errors as TOrderEventsImportRowError[];
  return {
    message: error.message,
    errors,
    rowsWithErrors: typeof body.rowsWithErrors === 'number' ? body.rowsWithErrors : errors.length,
  };
};

const jobReportOf = (job: TJob): Report => ({
  message: job.errorReport?.message ?? '',
  errors: job.errorReport?.errors ?? [],
  rowsWithErrors: job.errorReport?.rowsWithErrors ?? job.errorReport?.errors?.length ?? 0,
});

const downloadTemplate = () => {
  const url = URL.createObjectURL(new Blob([orderEventsCsvTemplate()], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = ORDER_EVENTS_TEMPLATE_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

const ErrorReport = ({ report }: { report: Report }) => {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={translateMessage(t, report.message)}>
      {report.errors.length > 0 ? (
        <Stack gap="xs">
          <Text size="sm">{t('orderScreens.eventsImport.refused')}</Text>
          <ScrollArea.Autosize mah={240}>
            <Table aria-label={t('orderScreens.eventsImport.problem')} withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('orderScreens.eventsImport.row')}</Table.Th>
                  <Table.Th>{t('orderScreens.eventsImport.column')}</Table.Th>
                  <Table.Th>{t('orderScreens.eventsImport.problem')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.errors.map((error) => (
                  <Table.Tr key={`${error.row}-${error.field ?? ''}-${error.message}`}>
                    <Table.Td>{error.row}</Table.Td>
                    <Table.Td>{error.field ?? ''}</Table.Td>
                    <Table.Td>{translateMessage(t, error.message)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Stack>
      ) : null}
    </Alert>
  );
};

const Preview = ({ chosen }: { chosen: Chosen }) => {
  const { t } = useTranslation();
  const rows = chosen.rows.slice(0, ORDER_EVENTS_PREVIEW_ROWS);
  const caption = t('orderScreens.eventsImport.preview', { n: rows.length, file: chosen.fileName });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {caption}
      </Text>
      <ScrollArea>
        <Table aria-label={caption} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orderScreens.eventsImport.row')}</Table.Th>
              {ORDER_EVENT_CSV_COLUMNS.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                {ORDER_EVENT_CSV_COLUMNS.map((column) => (
                  <Table.Td key={column}>{row.values[column]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Text size="sm">{t('orderScreens.eventsImport.rowCount', { count: chosen.rows.length })}</Text>
    </Stack>
  );
};

export const OrderEventsImportModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const importer = useImportOrderEvents();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [result, setResult] = useState<TOrderEventsImportResult | null>(null);

  const close = () => {
    setChosen(null);
    setReport(null);
    setJobId(null);
    setResult(null);
    onClose();
  };

  const read = async (file: File) => {
    const content = await file.text();
    const csv = parseOrderEventsCsv(content);
    setChosen(null);
    setResult(null);
    if (!csv.ok) {
      setReport({ message: csv.message, errors: csv.errors, rowsWithErrors: csv.errors.length });
      throw new Error(translateMessage(t, csv.message));
    }
    setReport(null);
    setChosen({ fileName: file.name, content, rows: csv.rows });
  };

  const submit = async () => {
    if (!chosen) {
      return;
    }
    try {
      const reply = await importer.mutateAsync({ fileName: chosen.fileName, content: chosen.content });
      if ('job' in reply.data) {
        setReport(null);
        setJobId(reply.data.job.id);
        return;
      }
      toastSuccess(translateMessage(t, reply.meta.message ?? ''));
      setResult(reply.data);
      setChosen(null);
    } catch (error) {
      const refused = reportOf(error);
      setReport(
        refused ?? { message: error instanceof Error ? error.message : String(error), errors: [], rowsWithErrors: 0 },
      );
      if (!refused) {
        toastError(error instanceof Error ? error.message : String(error));
      }
    }
  };

  const resultText = (r: Pick<TOrderEventsImportResult, 'stored' | 'orders' | 'duplicates'>) =>
    t('orderScreens.eventsImport.imported', { stored: r.stored, orders: r.orders, duplicates: r.duplicates });

  return (
    <AppModal opened={opened} onClose={close} width={900} title={t('orderScreens.eventsImport.title')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('orderScreens.eventsImport.help')}
        </Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={downloadTemplate}
          style={{ alignSelf: 'flex-start' }}
        >
          <Group gap={4} wrap="nowrap">
            <IconDownload size={14} aria-hidden />
            {t('orderScreens.eventsImport.template')}
          </Group>
        </Anchor>
        {jobId ? (
          <Stack gap="xs">
            <Text size="sm">{t('orderScreens.eventsImport.background')}</Text>
            <JobProgress
              jobId={jobId}
              onEnd={(job) => {
                if (job.state === 'completed') {
                  void client.invalidateQueries({ queryKey: orderKeys.all });
                }
              }}
              renderResult={(job) =>
                resultText({
                  stored: Number(job.result?.stored ?? 0),
                  orders: Number(job.result?.orders ?? 0),
                  duplicates: Number(job.result?.duplicates ?? 0),
                })
              }
              renderError={(job) => <ErrorReport report={jobReportOf(job)} />}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('orderScreens.eventsImport.close')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <>
            <FilePicker
              accept={ACCEPT}
              onUpload={read}
              label={t('orderScreens.eventsImport.fileLabel')}
              actionLabel={t('orderScreens.eventsImport.previewAction')}
              successMessage={null}
            />
            {report ? <ErrorReport report={report} /> : null}
            {chosen ? <Preview chosen={chosen} /> : null}
            {result ? (
              <Alert color="green" variant="light" title={resultText(result)}>
                {null}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {result ? t('orderScreens.eventsImport.close') : t('orderScreens.eventsImport.cancel')}
              </Button>
              {result ? null : (
                <Button onClick={() => void submit()} disabled={!chosen} loading={importer.isPending}>
                  {chosen
                    ? t('orderScreens.eventsImport.submitCount', { count: chosen.rows.length })
                    : t('orderScreens.eventsImport.submit')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </AppModal>
  );
};
