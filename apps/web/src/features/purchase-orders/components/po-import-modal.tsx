import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { ImportAssistant } from '../../../components/import-assistant/import-assistant';
import { saveBlob } from '../../../lib/files';
import { downloadPoTemplate, PO_IMPORT_TEMPLATE, poKeys } from '../api/purchase-orders-api';

// The PoTemplate.csv import on the import assistant: pick a file, map its columns, fix errors in the
// preview grid, then every PO or none is imported as a job (checked in a worker thread on the server).
export const PoImportModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  // A new assistant each time the dialog opens.
  const [round, setRound] = useState(0);

  const close = () => {
    setRound((n) => n + 1);
    onClose();
  };

  const template = async () => {
    const { blob, fileName } = await downloadPoTemplate();
    saveBlob(blob, fileName ?? 'PoTemplate.csv');
  };

  return (
    <AppModal opened={opened} onClose={close} width={1000} title={t('purchaseOrders.import.title')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('purchaseOrders.import.help')}
        </Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => void template()}
          style={{ alignSelf: 'flex-start' }}
        >
          <Group gap={4} wrap="nowrap">
            <IconDownload size={14} aria-hidden />
            {t('purchaseOrders.import.template')}
          </Group>
        </Anchor>
        <ImportAssistant
          key={round}
          template={PO_IMPORT_TEMPLATE}
          columnLabel={(column) => t(`purchaseOrders.fields.${column}`, { defaultValue: column })}
          onEnd={(job) => {
            if (job.state === 'completed') {
              void client.invalidateQueries({ queryKey: poKeys.all });
            }
          }}
          renderResult={(job) => (
            <Text size="sm">{t('purchaseOrders.import.count', { count: Number(job.result?.imported ?? 0) })}</Text>
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('purchaseOrders.import.close')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
