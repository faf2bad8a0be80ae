import type { TOrderChangeLogEntry } from '@lanehub/shared/features/order-changelog/order-changelog.contract';
import { Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../../app/feature-manifest';
import { toastError } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { downloadOrderChangeLog, useOrderChangeLog } from '../api/order-changelog-api';
import { byOf, ChangeList } from './change-values';

// The "Change log" section of an order's detail (the 'order.detail' slot): every change of the order,
// newest first, for its owner and every company named on it; older pages by cursor; the whole log
// as an Excel file. It opens on demand: the detail reads no log until the user asks for it, and the
// log's values (numbers, containers) do not repeat the detail's own until then.
export const OrderChangeLog = ({ order }: SlotProps['order.detail']) => {
  const orderId = order.id;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [downloading, setDownloading] = useState(false);
  const page = cursors.length - 1;
  const query = useOrderChangeLog(orderId, cursors[page] ?? null, open);
  const rows: TOrderChangeLogEntry[] = query.data?.rows ?? [];
  const nextCursor = query.data?.nextCursor ?? null;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadOrderChangeLog(orderId);
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="order-change-log-title">
      <Group justify="space-between">
        <Title order={3} size="h5" id="order-change-log-title">
          {t('orderChangelog.title')}
        </Title>
        <Group gap="xs">
          {open ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              loading={downloading}
              disabled={rows.length === 0}
              onClick={download}
            >
              {t('orderChangelog.download')}
            </Button>
          ) : null}
          <Button size="xs" variant="default" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            {open ? t('orderChangelog.hide') : t('orderChangelog.show')}
          </Button>
        </Group>
      </Group>
      {open ? (
        <Stack gap="xs" mt="xs">
          {query.isError ? (
            <Alert color="red" variant="light" role="alert">
              {translateMessage(t, query.error.message)}
            </Alert>
          ) : null}
          {!query.isLoading && !query.isError && rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('orderChangelog.empty')}
            </Text>
          ) : null}
          {rows.length > 0 ? (
            <Table.ScrollContainer minWidth={560}>
              <Table aria-label={t('orderChangelog.title')} verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('orderChangelog.columns.time')}</Table.Th>
                    <Table.Th>{t('orderChangelog.columns.action')}</Table.Th>
                    <Table.Th>{t('orderChangelog.columns.by')}</Table.Th>
                    <Table.Th>{t('orderChangelog.columns.changes')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{formatDate(entry.occurredAt, 'dateTime')}</Table.Td>
                      <Table.Td>{t(`orderChangelog.actions.${entry.action}`, { defaultValue: entry.action })}</Table.Td>
                      <Table.Td>{byOf(entry)}</Table.Td>
                      <Table.Td>
                        <ChangeList entry={entry} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
          {page > 0 || nextCursor ? (
            <Group justify="flex-end" gap="xs">
              <Button
                size="xs"
                variant="default"
                disabled={page === 0}
                onClick={() => setCursors((list) => list.slice(0, -1))}
              >
                {t('orderChangelog.newer')}
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={!nextCursor}
                onClick={() => setCursors((list) => [...list, nextCursor])}
              >
                {t('orderChangelog.older')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Card>
  );
};
