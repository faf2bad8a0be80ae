import {
  ORDER_EVENTS_IMPORT_TEMPLATE,
  ORDER_EVENTS_TEMPLATE_FILE,
  orderEventsCsvTemplate,
} from '@lanehub/shared/features/orders/events-import.contract';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { ImportAssistant } from '../../../components/import-assistant/import-assistant';
import { orderKeys } from '../api/orders-api';

// The tracking events import (issue 14) on the import assistant (docs/imports.md): pick a CSV, map its
// columns, fix the errors the dry run shows on their cells (the order too: one the company may report
// events on), then every row or none is imported as a job; a refused job has its CSV report.

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

export const OrderEventsImportModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  // A new assistant each time the dialog opens.
  const [round, setRound] = useState(0);

  const close = () => {
    setRound((n) => n + 1);
    onClose();
  };

  return (
    <AppModal opened={opened} onClose={close} width={1000} title={t('orderScreens.eventsImport.title')}>
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
        <ImportAssistant
          key={round}
          template={ORDER_EVENTS_IMPORT_TEMPLATE}
          columnLabel={(column) => column}
          onEnd={(job) => {
            if (job.state === 'completed') {
              void client.invalidateQueries({ queryKey: orderKeys.all });
            }
          }}
          renderResult={(job) => (
            <Text size="sm">
              {t('orderScreens.eventsImport.imported', {
                stored: Number(job.result?.stored ?? 0),
                orders: Number(job.result?.orders ?? 0),
                duplicates: Number(job.result?.duplicates ?? 0),
              })}
            </Text>
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('orderScreens.eventsImport.close')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
