import {
  SURVEY_PREVIEW_ROWS,
  type SurveyFileKind,
  type TSurveyUpload,
} from '@lanehub/shared/features/vendor-survey/vendor-survey.contract';
import { Anchor, Button, FileButton, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileUpload } from '@tabler/icons-react';
import { type DragEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { downloadSurveyTemplate, type SurveyTemplate, useUploadSurveyFile } from '../api/survey-api';

/** The message of a refused upload, translated: the server puts it on the `file` field. */
const refusalOf = (t: ReturnType<typeof useTranslation>['t'], error: unknown): string => {
  if (isApiError(error)) {
    const coded = error.fieldCodes?.file;
    const text = error.fieldErrors?.file ?? error.message;
    return translateMessage(t, coded ? { message: text, messageCode: coded.code, params: coded.params } : text);
  }
  return error instanceof Error ? error.message : String(error);
};

/** The first rows of an upload (spec 01 §9: 10 rows, no pagination). */
export const UploadPreview = ({ upload, caption }: { upload: TSurveyUpload; caption: string }) => {
  const { t } = useTranslation();
  // The preview's cells are keyed by column name (an unnamed column by its place, as the server does).
  const keys = upload.columns.map((column, i) => column || `#${i + 1}`);
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {t('vendorSurvey.wizard.previewOf', {
          shown: Math.min(upload.rows, SURVEY_PREVIEW_ROWS),
          rows: upload.rows,
          name: upload.fileName,
        })}
      </Text>
      <ScrollArea type="auto" offsetScrollbars>
        <Table striped withTableBorder withColumnBorders fz="xs" miw={400}>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {keys.map((key) => (
                <Table.Th key={key} style={{ whiteSpace: 'nowrap' }}>
                  {key}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {upload.preview.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no identity but their place
              <Table.Tr key={r}>
                {keys.map((key) => (
                  <Table.Td key={key} style={{ whiteSpace: 'nowrap' }}>
                    {row[key] ?? ''}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
};

type SurveyUploadProps = {
  kind: SurveyFileKind;
  label: string;
  description: string;
  accept: string;
  upload: TSurveyUpload | undefined;
  template?: { name: SurveyTemplate; file: string };
  disabled?: boolean;
  /** Shown under the drop area once the file is in (the PO step's orders table). */
  children?: ReactNode;
  /** Hides the generic preview (a caller that shows the upload its own way). */
  hidePreview?: boolean;
};

// One upload of the survey (spec 01 §2.6: drag-and-drop, template download, preview of the first 10
// rows): one file at a time, sent as soon as it is chosen or dropped; the server checks it and a
// refusal is shown on this field.
export const SurveyUpload = ({
  kind,
  label,
  description,
  accept,
  upload,
  template,
  disabled = false,
  children,
  hidePreview = false,
}: SurveyUploadProps) => {
  const { t } = useTranslation();
  const send = useUploadSurveyFile();
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();

  const take = async (files: File[]) => {
    if (files.length !== 1) {
      setError(t('vendorSurvey.wizard.oneFile'));
      return;
    }
    const [file] = files as [File];
    setError(null);
    try {
      await send.mutateAsync({ kind, file });
      toastSuccess(t('vendorSurvey.messages.uploaded', { name: file.name }));
    } catch (caught) {
      setError(refusalOf(t, caught));
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && !send.isPending) {
      void take([...event.dataTransfer.files]);
    }
  };

  const download = async () => {
    if (!template) {
      return;
    }
    try {
      await downloadSurveyTemplate(template.name, template.file);
    } catch (caught) {
      toastError(refusalOf(t, caught));
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={`${id}-label`}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Text fw={600} id={`${id}-label`}>
            {label}
          </Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {template ? (
          <Anchor component="button" type="button" size="sm" onClick={() => void download()}>
            <Group gap={4} wrap="nowrap">
              <IconDownload size={16} aria-hidden />
              {t('vendorSurvey.wizard.template', { file: template.file })}
            </Group>
          </Anchor>
        ) : null}
      </Group>
      <Paper
        withBorder
        p="md"
        radius="md"
        bg={dragging ? 'blue.0' : 'gray.0'}
        style={{ borderStyle: 'dashed', borderColor: error ? 'var(--mantine-color-red-6)' : undefined }}
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Group justify="center" gap="sm">
          <IconFileUpload size={28} aria-hidden color="var(--mantine-color-gray-6)" />
          <Text size="sm">{t('vendorSurvey.wizard.dropHere')}</Text>
          <FileButton
            onChange={(file) => (file ? void take([file]) : undefined)}
            accept={accept}
            disabled={disabled}
            inputProps={{ 'aria-label': label }}
          >
            {(props) => (
              <Button {...props} variant="light" size="xs" loading={send.isPending} disabled={disabled}>
                {upload ? t('vendorSurvey.wizard.replaceFile') : t('vendorSurvey.wizard.chooseFile')}
              </Button>
            )}
          </FileButton>
        </Group>
        {upload ? (
          <Text size="sm" ta="center" mt="xs">
            {t('vendorSurvey.wizard.current', { name: upload.fileName, count: upload.rows })}
          </Text>
        ) : null}
      </Paper>
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
      {upload && !hidePreview ? <UploadPreview upload={upload} caption={label} /> : null}
      {upload ? children : null}
    </Stack>
  );
};
