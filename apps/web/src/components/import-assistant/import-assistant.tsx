import type { TMessageParams } from '@lanehub/shared/constants/message-registry';
import {
  IMPORT_ASSISTANT_MSG,
  type TImportEdit,
  type TImportMapping,
  type TImportPreview,
} from '@lanehub/shared/features/imports/imports.contract';
import type { TJob } from '@lanehub/shared/features/jobs/jobs.contract';
import {
  Alert,
  Anchor,
  Button,
  Group,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, downloadFile, isApiError } from '../../lib/api-client';
import { saveBlob } from '../../lib/files';
import { type CodedText, translateMessage } from '../../lib/i18n';
import { FilePicker } from '../file-picker';
import { JobProgress } from '../job-progress';
import { toastError } from '../toast';

const ACCEPT = ['text/csv'] as const;
const cellKey = (row: number, column: string) => `${row}:${column}`;
/** A message as the server sent it (text, code and values), for translation. */
const coded = (m: { message: string; messageCode?: string | undefined; params?: unknown }): CodedText => ({
  message: m.message,
  messageCode: m.messageCode,
  params: m.params as TMessageParams | undefined,
});

export type ImportAssistantProps = {
  /** The template's name on the server: /api/imports/<template>. */
  template: string;
  /** A template column's label ('PO number' for poNumber). */
  columnLabel: (column: string) => string;
  /** What a completed import's result says besides 'File imported succesfully'. */
  renderResult?: (job: TJob) => React.ReactNode;
  /** Called once when the import job ends. */
  onEnd?: (job: TJob) => void;
};

type Loaded = { fileName: string; content: string };

// The import assistant every import uses (docs/imports.md): upload a CSV, map its columns (suggested
// from the company's last mapping for the template, else the header names), check it in a dry run whose
// errors sit on their cell, fix values in the grid and check again, then import all rows or none as a
// job with progress; a refused file's report downloads as CSV (row, column, message).
export const ImportAssistant = ({ template, columnLabel, renderResult, onEnd }: ImportAssistantProps) => {
  const { t } = useTranslation();
  const base = `/imports/${template}`;
  const [file, setFile] = useState<Loaded | null>(null);
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  const [mapping, setMapping] = useState<TImportMapping | null>(null);
  const [mappingErrors, setMappingErrors] = useState<Record<string, string>>({});
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [checking, setChecking] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [allColumns, setAllColumns] = useState(false);

  const editList = (): TImportEdit[] =>
    Object.entries(edits).map(([key, value]) => {
      const [row, column] = key.split(/:(.*)/s);
      return { row: Number(row), column: column ?? '', value };
    });

  const check = async (loaded: Loaded, nextMapping: TImportMapping | null) => {
    setChecking(true);
    try {
      const body = { ...loaded, ...(nextMapping ? { mapping: nextMapping } : {}), edits: editList() };
      const result = (await api.post<TImportPreview>(`${base}/preview`, body)).data;
      setPreview(result);
      setMapping(result.mapping);
      setMappingErrors({});
    } catch (error) {
      if (
        isApiError(error) &&
        error.fieldErrors &&
        Object.keys(error.fieldErrors).some((k) => k.startsWith('mapping.'))
      ) {
        setMappingErrors(error.fieldErrors);
        setPreview(null);
        return;
      }
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
      if (!preview) {
        setFile(null);
      }
    } finally {
      setChecking(false);
    }
  };

  const upload = async (picked: File) => {
    const loaded = { fileName: picked.name, content: await picked.text() };
    setFile(loaded);
    setEdits({});
    setMapping(null);
    await check(loaded, null);
  };

  const startImport = async () => {
    if (!file || !mapping) {
      return;
    }
    try {
      const body = { ...file, mapping, edits: editList() };
      const { job } = (await api.post<{ job: TJob }>(base, body)).data;
      setJobId(job.id);
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    }
  };

  const downloadReport = async (id: string) => {
    const { blob, fileName } = await downloadFile(`${base}/jobs/${id}/report`);
    saveBlob(blob, fileName ?? `${template}-import-report.csv`);
  };

  const reset = () => {
    setFile(null);
    setPreview(null);
    setMapping(null);
    setMappingErrors({});
    setEdits({});
    setJobId(null);
  };

  if (jobId) {
    return (
      <Stack>
        <JobProgress
          key={jobId}
          jobId={jobId}
          {...(onEnd ? { onEnd } : {})}
          renderResult={(job) => (
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {t('imports.messages.imported')}
              </Text>
              {renderResult?.(job) ?? null}
            </Stack>
          )}
          renderError={(job) => (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {translateMessage(t, job.errorReport ? coded(job.errorReport) : '')}
              </Text>
              {job.errorReport?.errors?.length ? (
                <Anchor component="button" type="button" size="sm" onClick={() => void downloadReport(job.id)}>
                  <Group gap={4} wrap="nowrap">
                    <IconDownload size={14} aria-hidden />
                    {t('importAssistant.report')}
                  </Group>
                </Anchor>
              ) : null}
            </Stack>
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={reset}>
            {t('importAssistant.another')}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (!file) {
    return (
      <FilePicker
        accept={ACCEPT}
        onUpload={upload}
        label={t('importAssistant.file')}
        actionLabel={t('importAssistant.upload')}
        successMessage={null}
      />
    );
  }

  const columns = preview?.columns ?? [];
  const headers = preview?.headers ?? [];
  const shownColumns = columns.filter((c) => mapping?.[c.key]);
  const errorsByCell = new Map<string, string>();
  const rowErrors = new Map<number, string[]>();
  for (const error of preview?.errors ?? []) {
    const text = translateMessage(t, coded(error));
    if (error.column && shownColumns.some((c) => c.key === error.column)) {
      if (!errorsByCell.has(cellKey(error.row, error.column))) {
        errorsByCell.set(cellKey(error.row, error.column), text);
      }
    } else {
      rowErrors.set(error.row, [...(rowErrors.get(error.row) ?? []), text]);
    }
  }
  const candidates =
    columns.length > 0 ? columns : Object.keys(mappingErrors).map((k) => ({ key: k.slice(8), required: true }));

  // The required and mapped columns first; the others (left out of the file) on demand.
  const inUse = (c: { key: string; required: boolean }) =>
    c.required || Boolean(mapping?.[c.key]) || `mapping.${c.key}` in mappingErrors;
  const mappingColumns = allColumns ? candidates : candidates.filter(inUse);
  const hidden = candidates.length - candidates.filter(inUse).length;

  return (
    <Stack>
      <Text size="sm">
        {t('importAssistant.fileChosen', { file: file.fileName })}{' '}
        <Anchor component="button" type="button" size="sm" onClick={reset}>
          {t('importAssistant.change')}
        </Anchor>
      </Text>
      <Stack gap="xs">
        <Title order={4}>{t('importAssistant.mappingTitle')}</Title>
        <Text size="sm" c="dimmed">
          {preview?.savedMapping ? t('importAssistant.mappingSaved') : t('importAssistant.mappingHelp')}
        </Text>
        {mappingColumns.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
            {mappingColumns.map((column) => {
              const error = mappingErrors[`mapping.${column.key}`];
              return (
                <Select
                  key={column.key}
                  size="xs"
                  label={columnLabel(column.key)}
                  description={column.key}
                  withAsterisk={column.required}
                  placeholder={t('importAssistant.notMapped')}
                  data={headers}
                  value={mapping?.[column.key] ?? null}
                  clearable
                  searchable
                  error={error ? translateMessage(t, error) : undefined}
                  onChange={(value) => setMapping({ ...(mapping ?? {}), [column.key]: value })}
                />
              );
            })}
          </SimpleGrid>
        ) : null}
        {hidden > 0 ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setAllColumns((v) => !v)}
            style={{ alignSelf: 'flex-start' }}
          >
            {allColumns ? t('importAssistant.fewerColumns') : t('importAssistant.moreColumns', { count: hidden })}
          </Anchor>
        ) : null}
      </Stack>

      {preview ? (
        <Stack gap="xs">
          <Title order={4}>{t('importAssistant.previewTitle')}</Title>
          <Alert
            color={preview.rowsWithErrors > 0 ? 'red' : 'green'}
            variant="light"
            role="status"
            aria-label={t('importAssistant.summary')}
          >
            <Text size="sm" fw={500}>
              {translateMessage(
                t,
                preview.rowsWithErrors > 0
                  ? IMPORT_ASSISTANT_MSG.rowsToFix(preview.rowsWithErrors)
                  : IMPORT_ASSISTANT_MSG.noErrors,
              )}
            </Text>
            {preview.rowsWithErrors > 0 ? <Text size="sm">{t('importAssistant.fixHelp')}</Text> : null}
          </Alert>
          <Text size="xs" c="dimmed">
            {t('importAssistant.rowsShown', { shown: preview.rows.length, count: preview.totalRows })}
          </Text>
          <ScrollArea type="auto" offsetScrollbars>
            <Table withTableBorder withColumnBorders striped aria-label={t('importAssistant.previewTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('importAssistant.row')}</Table.Th>
                  {shownColumns.map((column) => (
                    <Table.Th key={column.key} style={{ whiteSpace: 'nowrap' }}>
                      {columnLabel(column.key)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.rows.map((row) => (
                  <Table.Tr key={row.row}>
                    <Table.Td>
                      <Text size="xs">{row.row}</Text>
                      {(rowErrors.get(row.row) ?? []).map((text) => (
                        <Text key={text} size="xs" c="red">
                          {text}
                        </Text>
                      ))}
                    </Table.Td>
                    {shownColumns.map((column) => {
                      const key = cellKey(row.row, column.key);
                      const error = errorsByCell.get(key);
                      return (
                        <Table.Td key={column.key} style={{ minWidth: 120, verticalAlign: 'top' }}>
                          <TextInput
                            size="xs"
                            aria-label={t('importAssistant.cell', { column: columnLabel(column.key), row: row.row })}
                            value={edits[key] ?? row.cells[column.key] ?? ''}
                            error={error}
                            onChange={(event) => {
                              const value = event.currentTarget.value;
                              setEdits((current) => ({ ...current, [key]: value }));
                            }}
                          />
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Stack>
      ) : null}

      <Group justify="flex-end">
        <Button variant="default" loading={checking} onClick={() => void check(file, mapping)}>
          {t('importAssistant.recheck')}
        </Button>
        <Button
          onClick={() => void startImport()}
          disabled={!preview || preview.rowsWithErrors > 0 || checking}
          title={preview && preview.rowsWithErrors > 0 ? t('importAssistant.fixFirst') : undefined}
        >
          {t('importAssistant.import', { count: preview?.totalRows ?? 0 })}
        </Button>
      </Group>
    </Stack>
  );
};
