import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  formatUploadLimit,
  uploadExtensionsOf,
} from '@lanehub/shared/constants/uploads';
import {
  ORDER_DOCUMENT_TYPES,
  ORDER_DOCUMENT_WRITERS,
  type TOrderDocument,
} from '@lanehub/shared/features/order-documents/order-documents.contract';
import type { TOrder } from '@lanehub/shared/features/orders/orders.contract';
import {
  ActionIcon,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FilePicker } from '../../../components/file-picker';
import { toastError, toastSuccess } from '../../../components/toast';
import { formatFileSize } from '../../../lib/files';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import {
  downloadOrderDocument,
  useDeleteOrderDocument,
  useOrderDocuments,
  useUploadOrderDocument,
} from '../api/order-documents-api';

const ACCEPT = uploadExtensionsOf(DOCUMENT_MIME_TYPES);
const LIMIT = formatUploadLimit(DOCUMENT_MAX_BYTES);

const UploadForm = ({ orderId }: { orderId: string }) => {
  const { t } = useTranslation();
  const [documentType, setDocumentType] = useState<string>('bill_of_lading');
  const [name, setName] = useState('');
  const uploadedName = useRef('');
  const upload = useUploadOrderDocument(orderId);

  const send = async (file: File) => {
    if (file.size > DOCUMENT_MAX_BYTES) {
      throw new Error(t('orderDocuments.tooLarge', { file: file.name, limit: LIMIT }));
    }
    try {
      const reply = await upload.mutateAsync({ file, documentType, name });
      uploadedName.current = reply.data.name;
      setName('');
    } catch (error) {
      throw new Error(translateMessage(t, error instanceof Error ? error.message : String(error)));
    }
  };

  return (
    <Stack gap="xs" mt="sm">
      <Title order={4}>{t('orderDocuments.addTitle')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720}>
        <NativeSelect
          label={t('orderDocuments.fields.documentType')}
          value={documentType}
          onChange={(event) => setDocumentType(event.currentTarget.value)}
          data={ORDER_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`orderDocuments.types.${type}`) }))}
        />
        <TextInput
          label={t('orderDocuments.fields.name')}
          placeholder={t('orderDocuments.namePlaceholder')}
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.currentTarget.value)}
        />
      </SimpleGrid>
      <div style={{ maxWidth: 480 }}>
        <FilePicker
          accept={ACCEPT}
          onUpload={send}
          label={t('orderDocuments.fields.file')}
          successMessage={() => t('orderDocuments.uploaded', { name: uploadedName.current })}
        />
      </div>
      <Text size="xs" c="dimmed">
        {t('orderDocuments.allowed', { limit: LIMIT })}
      </Text>
    </Stack>
  );
};

/**
 * The order's documents (bill of lading, invoices, delivery papers): every company on the order sees
 * and downloads them; the owner, shipper, carrier and forwarder add them; the company that uploaded a
 * document, or the owner, deletes it.
 */
export const OrderDocumentsSection = ({ order }: { order: Pick<TOrder, 'id' | 'viewerRole'> }) => {
  const { t } = useTranslation();
  const documents = useOrderDocuments(order.id);
  const remove = useDeleteOrderDocument(order.id);
  const [pendingDelete, setPendingDelete] = useState<TOrderDocument | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const canAdd = (ORDER_DOCUMENT_WRITERS as readonly string[]).includes(order.viewerRole);
  const rows = documents.data ?? [];

  const download = async (document: TOrderDocument) => {
    setDownloading(document.id);
    try {
      await downloadOrderDocument(document);
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    } finally {
      setDownloading(null);
    }
  };

  const confirmDelete = async () => {
    if (!pendingDelete) {
      return;
    }
    try {
      await remove.mutateAsync(pendingDelete.id);
      toastSuccess(t('orderDocuments.deleted', { name: pendingDelete.name }));
    } finally {
      setPendingDelete(null);
    }
  };

  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="order-documents-title">
      <Title order={3} size="h5" id="order-documents-title" mb="xs">
        {t('orderDocuments.title')}
      </Title>
      {documents.isPending ? (
        <Text size="sm" c="dimmed">
          {t('common.loading')}
        </Text>
      ) : documents.isError ? (
        <Text size="sm" c="red">
          {translateMessage(t, documents.error.message)}
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {canAdd ? t('orderDocuments.emptyWriter') : t('orderDocuments.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={t('orderDocuments.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orderDocuments.fields.name')}</Table.Th>
                <Table.Th>{t('orderDocuments.fields.documentType')}</Table.Th>
                <Table.Th>{t('orderDocuments.fields.uploadedBy')}</Table.Th>
                <Table.Th>{t('orderDocuments.fields.createdAt')}</Table.Th>
                <Table.Th>{t('orderDocuments.fields.size')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('orderDocuments.fields.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td>{document.name}</Table.Td>
                  <Table.Td>{t(`orderDocuments.types.${document.documentType}`)}</Table.Td>
                  <Table.Td>
                    {[document.uploadedByCompany, document.uploadedByName].filter(Boolean).join(' · ') || '—'}
                  </Table.Td>
                  <Table.Td>{formatDate(document.createdAt)}</Table.Td>
                  <Table.Td>{formatFileSize(document.size)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <Tooltip label={t('orderDocuments.download', { name: document.name })}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('orderDocuments.download', { name: document.name })}
                          loading={downloading === document.id}
                          onClick={() => void download(document)}
                        >
                          <IconDownload size={16} />
                        </ActionIcon>
                      </Tooltip>
                      {document.canDelete ? (
                        <Tooltip label={t('orderDocuments.delete', { name: document.name })}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('orderDocuments.delete', { name: document.name })}
                            onClick={() => setPendingDelete(document)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canAdd ? <UploadForm orderId={order.id} /> : null}
      <ConfirmDialog
        opened={pendingDelete !== null}
        message={t('orderDocuments.deleteConfirm', { name: pendingDelete?.name ?? '' })}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </Card>
  );
};
