import type { TJob } from '@lanehub/shared/features/jobs/jobs.contract';
import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { FilePicker } from '../../../components/file-picker';
import { JobProgress } from '../../../components/job-progress';
import { toastError } from '../../../components/toast';
import { saveBlob } from '../../../lib/files';
import { translateMessage } from '../../../lib/i18n';
import { downloadPoTemplate, importPoCsv, poKeys } from '../api/purchase-orders-api';

const ACCEPT = ['text/csv'] as const;

const Report = ({ job }: { job: TJob }) => {
  const { t } = useTranslation();
  const report = job.errorReport;
  return (
    <Stack gap={4}>
      <Text c="red" size="sm" fw={500}>
        {translateMessage(t, report?.message ?? '')}
      </Text>
      {report?.errors?.length ? (
        <List size="sm" aria-label={t('purchaseOrders.import.errors')}>
          {report.errors.slice(0, 50).map((error) => (
            <List.Item key={`${error.row}-${error.field ?? ''}-${error.message}`}>
              {translateMessage(t, error.message)}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
};

// The PoTemplate.csv import: pick a file, it runs as a job (parsed in a worker thread on the server),
// all POs or none; the report lists each row's errors.
export const PoImportModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);

  const close = () => {
    setJobId(null);
    onClose();
  };

  const upload = async (file: File) => {
    try {
      const job = await importPoCsv(file.name, await file.text());
      setJobId(job.id);
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
      throw error;
    }
  };

  const template = async () => {
    const { blob, fileName } = await downloadPoTemplate();
    saveBlob(blob, fileName ?? 'PoTemplate.csv');
  };

  return (
    <AppModal opened={opened} onClose={close} width={640} title={t('purchaseOrders.import.title')}>
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
        {jobId ? (
          <JobProgress
            key={jobId}
            jobId={jobId}
            onEnd={(job) => {
              if (job.state === 'completed') {
                void client.invalidateQueries({ queryKey: poKeys.all });
              }
            }}
            renderResult={(job) => (
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  {t('purchaseOrders.api.imported')}
                </Text>
                <Text size="sm">{t('purchaseOrders.import.count', { count: Number(job.result?.imported ?? 0) })}</Text>
              </Stack>
            )}
            renderError={(job) => <Report job={job} />}
          />
        ) : (
          <FilePicker
            accept={ACCEPT}
            onUpload={upload}
            label={t('purchaseOrders.import.file')}
            actionLabel={t('purchaseOrders.import.action')}
            successMessage={null}
          />
        )}
        <Group justify="flex-end">
          {jobId ? (
            <Button variant="default" onClick={() => setJobId(null)}>
              {t('purchaseOrders.import.another')}
            </Button>
          ) : null}
          <Button variant="default" onClick={close}>
            {t('purchaseOrders.import.close')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
