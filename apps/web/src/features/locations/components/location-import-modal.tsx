import type { TJob } from '@lanehub/shared/features/jobs/jobs.contract';
import { type LocationCsvRow, parseLocationCsv } from '@lanehub/shared/features/locations/location-csv';
import {
  LOCATION_CSV_COLUMNS,
  LOCATION_MSG,
  LOCATION_TYPES,
  LOCATION_UPLOAD_PREVIEW_ROWS,
  normalizeLocationType,
  type TLocationImportRowError,
  type TLocationType,
} from '@lanehub/shared/features/locations/locations.contract';
import { Alert, Anchor, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppModal } from '../../../components/app-modal';
import { FilePicker } from '../../../components/file-picker';
import { JobProgress } from '../../../components/job-progress';
import { toastError, toastSuccess } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { useImportLocations } from '../api/import-locations';
import { locationKeys } from '../api/location-keys';
import { downloadLocationTemplate } from '../api/location-template';
import { translateLocationMessage } from '../location-text';

type Chosen = { fileName: string; content: string; rows: LocationCsvRow[] };
type Imported = { count: number; byScreen: Array<{ screen: LocationScreen; count: number }> };

/** The location screens a type is listed on (issue 13 §5): the result links to each. */
export type LocationScreen = 'port' | 'terminal' | 'yard' | 'dc' | 'all';
export const LOCATION_SCREEN_PATHS: Record<LocationScreen, string> = {
  port: '/company/locations/port-locations',
  terminal: '/company/locations/terminal-locations',
  yard: '/company/locations/yard-locations',
  dc: '/company/dc-location',
  all: '/company/locations',
};
const SCREEN_OF_TYPE: Record<TLocationType, LocationScreen> = {
  port: 'port',
  terminal: 'terminal',
  'rail-terminal': 'terminal',
  yard: 'yard',
  'rail-yard': 'yard',
  dc: 'dc',
  warehouse: 'all',
  office: 'all',
  customer: 'all',
};

/**
 * What an accepted file brings, screen by screen. The server imports every row or none, so once it
 * says yes these are the rows it stored (types read as the server reads them).
 */
export const importedByScreen = (rows: readonly LocationCsvRow[]): Imported => {
  const counts = new Map<LocationScreen, number>();
  for (const row of rows) {
    const type = normalizeLocationType(row.values.type) as TLocationType;
    const screen = (LOCATION_TYPES as readonly string[]).includes(type) ? SCREEN_OF_TYPE[type] : 'all';
    counts.set(screen, (counts.get(screen) ?? 0) + 1);
  }
  const order: LocationScreen[] = ['port', 'terminal', 'yard', 'dc', 'all'];
  return {
    count: rows.length,
    byScreen: order
      .filter((screen) => counts.has(screen))
      .map((screen) => ({ screen, count: counts.get(screen) ?? 0 })),
  };
};

/** How the user finds a row of the file: its name, else its code. */
const rowLabel = (rows: ReadonlyMap<number, LocationCsvRow>, row: number): string => {
  const values = rows.get(row)?.values;
  return values ? values.name || values.code || '' : '';
};
type Report = { message: string; errors: TLocationImportRowError[]; rowsWithErrors: number };

const ACCEPT = ['.csv', 'text/csv'];

/** The per-row report a failed import job kept (the same shape as the route's 400). */
const jobReportOf = (job: TJob): Report => ({
  message: job.errorReport?.message ?? '',
  errors: job.errorReport?.errors ?? [],
  rowsWithErrors: job.errorReport?.rowsWithErrors ?? job.errorReport?.errors?.length ?? 0,
});

const reportOf = (error: unknown): Report | null => {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) {
    return null;
  }
  const body = error.body as { errors?: unknown; rowsWithErrors?: unknown };
  if (!Array.isArray(body.errors)) {
    return null;
  }
  const errors = body.errors as TLocationImportRowError[];
  const rowsWithErrors = typeof body.rowsWithErrors === 'number' ? body.rowsWithErrors : errors.length;
  return { message: error.message, errors, rowsWithErrors };
};

// The preview and the report are short, fixed lists shown whole (spec 01 §2.6: 'preview of first 10
// rows (no pagination)'), so they are plain tables rather than the paged DataTable.
const ErrorReport = ({ report, rows }: { report: Report; rows: ReadonlyMap<number, LocationCsvRow> }) => {
  const { t } = useTranslation();
  const shownRows = new Set(report.errors.map((e) => e.row)).size;
  return (
    <Alert color="red" variant="light" role="alert" title={translateLocationMessage(t, report.message)}>
      <Stack gap="xs">
        {report.errors.length > 0 ? <Text size="sm">{t('locations.import.refused')}</Text> : null}
        {report.rowsWithErrors > shownRows ? (
          <Text size="sm">
            {t('locations.import.moreRows', { n: report.rowsWithErrors, shown: report.errors.length })}
          </Text>
        ) : null}
        {report.errors.length > 0 ? (
          <ScrollArea.Autosize mah={240}>
            <Table aria-label={t('locations.import.problem')} withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('locations.import.row')}</Table.Th>
                  <Table.Th>{t('locations.import.location')}</Table.Th>
                  <Table.Th>{t('locations.import.column')}</Table.Th>
                  <Table.Th>{t('locations.import.problem')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.errors.map((error) => (
                  <Table.Tr key={`${error.row}-${error.field ?? ''}-${error.message}`}>
                    <Table.Td>{error.row}</Table.Td>
                    <Table.Td>{rowLabel(rows, error.row)}</Table.Td>
                    <Table.Td>{error.field ?? ''}</Table.Td>
                    <Table.Td>{translateLocationMessage(t, error.message)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        ) : null}
      </Stack>
    </Alert>
  );
};

const Preview = ({ chosen }: { chosen: Chosen }) => {
  const { t } = useTranslation();
  const rows = chosen.rows.slice(0, LOCATION_UPLOAD_PREVIEW_ROWS);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('locations.import.preview', { n: rows.length, file: chosen.fileName })}
      </Text>
      <ScrollArea>
        <Table aria-label={t('locations.import.preview', { n: rows.length, file: chosen.fileName })} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('locations.import.row')}</Table.Th>
              {LOCATION_CSV_COLUMNS.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                {LOCATION_CSV_COLUMNS.map((column) => (
                  <Table.Td key={column}>{row.values[column]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Text size="sm">{t('locations.import.rowCount', { count: chosen.rows.length })}</Text>
    </Stack>
  );
};

/** The outcome of an import: how many of each type, with a link to the screen that lists them. */
const ImportResult = ({
  imported,
  onNavigate,
  titled = true,
}: {
  imported: Imported;
  onNavigate: () => void;
  /** False under a job's progress, which already says how many were imported. */
  titled?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Alert
      color="green"
      variant="light"
      title={titled ? t('locations.import.imported', { count: imported.count }) : undefined}
    >
      <Stack gap={4}>
        {imported.byScreen.map(({ screen, count }) => (
          <Text size="sm" key={screen}>
            {t('locations.import.importedTo', { count })}{' '}
            <Anchor component={Link} to={LOCATION_SCREEN_PATHS[screen]} onClick={onNavigate}>
              {t(`locations.titles.${screen}`)}
            </Anchor>
          </Text>
        ))}
      </Stack>
    </Alert>
  );
};

/**
 * Import a location CSV: the template to download, the file picker, a preview of the first 10 rows
 * read in the browser, then the upload. The server imports all rows or none; its report names each
 * bad row by its line in the file. A large file is imported as a background job: the modal shows its
 * progress (with Cancel) and then the outcome.
 */
export const LocationImportModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const importer = useImportLocations();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [imported, setImported] = useState<Imported | null>(null);
  const [fileRows, setFileRows] = useState<ReadonlyMap<number, LocationCsvRow>>(new Map());
  const client = useQueryClient();

  const close = () => {
    setChosen(null);
    setReport(null);
    setJobId(null);
    setImported(null);
    setFileRows(new Map());
    onClose();
  };

  const jobEnded = useCallback(
    (job: TJob) => {
      if (job.state === 'completed') {
        void client.invalidateQueries({ queryKey: locationKeys.all });
        setImported(importedByScreen([...fileRows.values()]));
        toastSuccess(LOCATION_MSG.imported, {
          title: t('locations.import.imported', { count: Number(job.result?.imported ?? 0) }),
        });
      }
    },
    [client, t, fileRows],
  );

  // The picker's Preview reads the file here; nothing reaches the server before 'Import N locations'.
  const read = async (file: File) => {
    const content = await file.text();
    const csv = parseLocationCsv(content);
    setChosen(null);
    setImported(null);
    if (!csv.ok) {
      setReport({
        message: csv.message,
        errors: csv.errors,
        rowsWithErrors: new Set(csv.errors.map((e) => e.row)).size,
      });
      throw new Error(translateLocationMessage(t, csv.message));
    }
    setReport(null);
    setFileRows(new Map(csv.rows.map((row) => [row.row, row])));
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
      toastSuccess(reply.meta.message ?? '', { title: t('locations.import.imported', { count: reply.data.imported }) });
      setImported(importedByScreen(chosen.rows));
      setChosen(null);
    } catch (error) {
      const refused = reportOf(error);
      setReport(
        refused ?? { message: error instanceof Error ? error.message : String(error), errors: [], rowsWithErrors: 0 },
      );
      // The report in the window says it; a toast would say it twice (issue 13 §8).
      if (!refused) {
        toastError(error instanceof Error ? error.message : String(error));
      }
    }
  };

  return (
    <AppModal opened={opened} onClose={close} width={900} title={t('locations.import.title')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('locations.import.help')}
        </Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => void downloadLocationTemplate().catch((error: Error) => toastError(error.message))}
          style={{ alignSelf: 'flex-start' }}
        >
          <Group gap={4} wrap="nowrap">
            <IconDownload size={14} aria-hidden />
            {t('locations.import.template')}
          </Group>
        </Anchor>
        {jobId ? (
          <Stack gap="xs">
            <Text size="sm">{t('locations.import.background')}</Text>
            <JobProgress
              jobId={jobId}
              onEnd={jobEnded}
              renderResult={(job) => t('locations.import.imported', { count: Number(job.result?.imported ?? 0) })}
              renderError={(job) => <ErrorReport report={jobReportOf(job)} rows={fileRows} />}
            />
            {imported ? <ImportResult imported={imported} onNavigate={close} titled={false} /> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('locations.import.close')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <>
            <FilePicker
              accept={ACCEPT}
              onUpload={read}
              label={t('locations.import.fileLabel')}
              actionLabel={t('locations.import.previewAction')}
              successMessage={null}
            />
            {report ? <ErrorReport report={report} rows={fileRows} /> : null}
            {chosen ? <Preview chosen={chosen} /> : null}
            {imported ? <ImportResult imported={imported} onNavigate={close} /> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {imported ? t('locations.import.close') : t('locations.cancel')}
              </Button>
              {imported ? null : (
                <Button onClick={() => void submit()} disabled={!chosen} loading={importer.isPending}>
                  {chosen
                    ? t('locations.import.submitCount', { count: chosen.rows.length })
                    : t('locations.import.submit')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </AppModal>
  );
};
