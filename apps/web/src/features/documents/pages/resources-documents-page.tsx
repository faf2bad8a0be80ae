import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  formatUploadLimit,
  type UploadMimeType,
  uploadExtensionsOf,
} from '@lanehub/shared/constants/uploads';
import {
  COMPANY_DOCUMENTS_WHERE,
  DOCUMENT_EXPIRY_WARNING_DAYS,
  type TDocument,
} from '@lanehub/shared/features/documents/documents.contract';
import { Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DataTableColumn } from '../../../components/data-table';
import { FilePicker } from '../../../components/file-picker';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { PageHeader } from '../../../components/page-header';
import { toastError, toastSuccess } from '../../../components/toast';
import { formatFileSize } from '../../../lib/files';
import { daysUntil, formatCalendarDate, formatDate, useDateFormat } from '../../../lib/format';

import { RequirePermission, useCan } from '../../../resources/require-permission';
import { useDeleteDocument } from '../api/delete-document';
import { downloadDocument } from '../api/download-document';
import { useDocuments } from '../api/list-documents';
import { useUpdateDocument } from '../api/update-document';
import { useUploadDocument } from '../api/upload-document';

// Short names of the allowed types, as people call them.
const TYPE_LABELS: Record<UploadMimeType, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'text/csv': 'CSV',
  'text/plain': 'Text',
  'application/zip': 'ZIP',
};
const typeLabel = (mime: string) => TYPE_LABELS[mime as UploadMimeType] ?? mime;

// The upload accepts files by extension: browsers label some types inconsistently (a .csv is
// 'application/vnd.ms-excel' on Windows); the server checks the type and the bytes anyway.
const ACCEPT = uploadExtensionsOf(DOCUMENT_MIME_TYPES);
const LIMIT = formatUploadLimit(DOCUMENT_MAX_BYTES);
const ALLOWED_TYPES = [...new Set(DOCUMENT_MIME_TYPES.map(typeLabel))].join(', ');

// The date a document stops being valid: a calendar date (YYYY-MM-DD), shown in the language's pattern.
const ExpiresOnInput = ({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
}) => {
  const { t } = useTranslation();
  const valueFormat = useDateFormat();
  return (
    <DatePickerInput
      label={t('documents.expiresLabel')}
      description={t('documents.expiresHint')}
      valueFormat={valueFormat}
      value={value}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
      clearable
      clearButtonProps={{ 'aria-label': t('documents.clearDate') }}
      maw={480}
      error={error}
    />
  );
};

/** When the document expires, in words a user acts on. */
const ExpiryBadge = ({ date }: { date: string }) => {
  const { t } = useTranslation();
  const days = daysUntil(date);
  if (days > DOCUMENT_EXPIRY_WARNING_DAYS) {
    return null;
  }
  const label =
    days < 0
      ? t('documents.expired')
      : days === 0
        ? t('documents.expiresToday')
        : t('documents.expiresIn', { count: days });
  return (
    <Text size="xs" fw={600} c={days < 0 ? 'red.9' : undefined}>
      {label}
    </Text>
  );
};

const EditDocumentModal = ({ document, onClose }: { document: TDocument | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const update = useUpdateDocument();
  const [name, setName] = useState('');
  const [expiresOn, setExpiresOn] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (document) {
      setName(document.name);
      setExpiresOn(document.expiresOn);
      setErrors({});
    }
  }, [document]);
  const save = async () => {
    if (!document) {
      return;
    }
    try {
      const reply = await update.mutateAsync({ id: document.id, values: { name, expiresOn } });
      toastSuccess(reply.meta.message ?? t('documents.messages.updated'));
      onClose();
    } catch (error) {
      const fieldErrors = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
      if (fieldErrors && Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
      } else {
        toastError(error instanceof Error ? error.message : String(error));
      }
    }
  };
  return (
    <AppModal opened={document !== null} onClose={onClose} title={t('documents.editTitle')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack>
          <TextInput
            label={t('documents.nameLabel')}
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
          />
          <ExpiresOnInput value={expiresOn} onChange={setExpiresOn} error={errors.expiresOn} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('documents.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('documents.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
};

const UploadCard = () => {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [expiresOn, setExpiresOn] = useState<string | null>(null);
  // The stored document's name, for the picker's one confirmation.
  const uploadedName = useRef('');
  const upload = useUploadDocument();

  const send = async (file: File) => {
    if (file.size > DOCUMENT_MAX_BYTES) {
      throw new Error(t('documents.tooLarge', { file: file.name, limit: LIMIT }));
    }
    const reply = await upload.mutateAsync({ file, name, expiresOn, where: COMPANY_DOCUMENTS_WHERE });
    uploadedName.current = reply.data.name;
    setName('');
    setExpiresOn(null);
  };

  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('documents.uploadTitle')}
        </Title>
        <TextInput
          label={t('documents.nameLabel')}
          placeholder={t('documents.namePlaceholder')}
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.currentTarget.value)}
          maw={480}
        />
        <ExpiresOnInput value={expiresOn} onChange={setExpiresOn} />
        <div style={{ maxWidth: 480 }}>
          <FilePicker
            accept={ACCEPT}
            onUpload={send}
            label={t('documents.fileLabel')}
            successMessage={() => t('documents.uploaded', { name: uploadedName.current })}
          />
        </div>
        <Text size="xs" c="dimmed">
          {t('documents.allowed', { types: ALLOWED_TYPES, limit: LIMIT })}
        </Text>
      </Stack>
    </Card>
  );
};

const DocumentList = () => {
  const { t } = useTranslation();
  const canEdit = useCan()('company.edit');
  const list = useListState({ sorts: ['createdAt'], filters: ['expiring'] });
  const expiring = list.filters.expiring === 'true';
  const query = useDocuments({ skip: list.skip, limit: list.limit, expiring: expiring ? 'true' : undefined });
  const [editing, setEditing] = useState<TDocument | null>(null);
  const remove = useDeleteDocument();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<TDocument | null>(null);

  const rows = query.data?.rows ?? [];

  const download = async (document: TDocument) => {
    setDownloading(document.id);
    try {
      await downloadDocument(document);
    } catch (error) {
      toastError(error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(null);
    }
  };

  const confirmDelete = async () => {
    if (!pendingDelete) {
      return;
    }
    await remove.mutateAsync(pendingDelete.id);
    toastSuccess(t('documents.deleted', { name: pendingDelete.name }));
    // A page emptied by the delete gives way to the one before it.
    if (rows.length === 1 && list.skip > 0) {
      list.setSkip(Math.max(0, list.skip - list.limit));
    }
    setPendingDelete(null);
  };

  const columns: DataTableColumn<TDocument>[] = [
    {
      key: 'name',
      label: t('documents.columns.name'),
      hideable: false,
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.name}
        </Text>
      ),
    },
    {
      key: 'originalName',
      label: t('documents.columns.originalName'),
      defaultHidden: true,
      render: (row) => <Text size="sm">{row.originalName}</Text>,
    },
    {
      key: 'attachedTo',
      label: t('documents.columns.attachedTo'),
      defaultHidden: true,
      render: (row) => (
        <Text size="sm">
          {row.where === COMPANY_DOCUMENTS_WHERE && !row.whereId
            ? t('documents.company')
            : [row.where, row.whereId].filter(Boolean).join(' ')}
        </Text>
      ),
    },
    {
      key: 'type',
      label: t('documents.columns.type'),
      render: (row) => <Text size="sm">{typeLabel(row.mimeType)}</Text>,
    },
    {
      key: 'size',
      label: t('documents.columns.size'),
      render: (row) => <Text size="sm">{formatFileSize(row.size)}</Text>,
    },
    {
      key: 'uploadedBy',
      label: t('documents.columns.uploadedBy'),
      render: (row) => <Text size="sm">{row.uploadedByName ?? ''}</Text>,
    },
    {
      key: 'createdAt',
      label: t('documents.columns.createdAt'),
      render: (row) => <Text size="sm">{formatDate(row.createdAt)}</Text>,
    },
    {
      key: 'expiresOn',
      label: t('documents.columns.expiresOn'),
      render: (row) =>
        row.expiresOn ? (
          <Stack gap={4} align="flex-start">
            <Text size="sm">{formatCalendarDate(row.expiresOn)}</Text>
            <ExpiryBadge date={row.expiresOn} />
          </Stack>
        ) : null,
    },
    {
      key: 'actions',
      label: t('documents.columns.actions'),
      hideable: false,
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={t('documents.downloadOf', { name: row.name })}
            loading={downloading === row.id}
            onClick={() => void download(row)}
          >
            {t('documents.download')}
          </Button>
          {canEdit ? (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={t('documents.editOf', { name: row.name })}
              onClick={() => setEditing(row)}
            >
              {t('documents.edit')}
            </Button>
          ) : null}
          {canEdit ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={t('documents.deleteOf', { name: row.name })}
              onClick={() => setPendingDelete(row)}
            >
              {t('documents.delete')}
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <ListPanel
      list={list}
      query={query}
      search={false}
      tableName="documents"
      empty={{ message: t('pages.empty.documents') }}
      filters={
        <Checkbox
          label={t('documents.expiringFilter')}
          checked={expiring}
          onChange={(event) => list.setFilters({ expiring: event.currentTarget.checked ? 'true' : null })}
        />
      }
      tableLabel={t('documents.title')}
      columns={columns}
      rowKey={(row) => row.id}
    >
      <ConfirmDialog
        opened={pendingDelete !== null}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
      <EditDocumentModal document={editing} onClose={() => setEditing(null)} />
    </ListPanel>
  );
};

// Resources & Documents (/company/resources-documents): the company's documents with upload (where,
// whereId, name — spec 01 §3), download and delete.
export const ResourcesDocumentsPage = () => {
  const { t } = useTranslation();
  const canEdit = useCan()('company.edit');
  return (
    <RequirePermission permission="company.view">
      <Stack>
        <PageHeader title={t('documents.title')} description={t('documents.intro')} />
        {canEdit ? <UploadCard /> : null}
        <DocumentList />
      </Stack>
    </RequirePermission>
  );
};
