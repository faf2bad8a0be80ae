import type { TJob } from '@lanehub/shared/features/jobs/jobs.contract';
import { LOCATION_IMPORT_TEMPLATE, type TLocationType } from '@lanehub/shared/features/locations/locations.contract';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppModal } from '../../../components/app-modal';
import { ImportAssistant } from '../../../components/import-assistant/import-assistant';
import { toastError } from '../../../components/toast';
import { locationKeys } from '../api/location-keys';
import { downloadLocationTemplate } from '../api/location-template';

// The locations CSV import (issue 15) on the import assistant (docs/imports.md): pick a CSV, map its
// columns (latitude and longitude optional, issue 18), fix the errors the dry run shows on their cells,
// then every row or none is imported as a job with progress; a refused job has its CSV report. The
// result links each screen that lists the imported types.

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
const SCREEN_ORDER: LocationScreen[] = ['port', 'terminal', 'yard', 'dc', 'all'];

/** What an import wrote, screen by screen, from the job's count of rows by type. */
export const importedByScreen = (byType: Record<string, number>) => {
  const counts = new Map<LocationScreen, number>();
  for (const [type, count] of Object.entries(byType)) {
    const screen = SCREEN_OF_TYPE[type as TLocationType] ?? 'all';
    counts.set(screen, (counts.get(screen) ?? 0) + count);
  }
  return SCREEN_ORDER.filter((screen) => counts.has(screen)).map((screen) => ({
    screen,
    count: counts.get(screen) ?? 0,
  }));
};

const ImportedLinks = ({ job, onNavigate }: { job: TJob; onNavigate: () => void }) => {
  const { t } = useTranslation();
  const byType = (job.result?.byType ?? {}) as Record<string, number>;
  return (
    <Stack gap={4}>
      <Text size="sm">{t('locations.import.imported', { count: Number(job.result?.imported ?? 0) })}</Text>
      {importedByScreen(byType).map(({ screen, count }) => (
        <Text size="sm" key={screen}>
          {t('locations.import.importedTo', { count })}{' '}
          <Anchor component={Link} to={LOCATION_SCREEN_PATHS[screen]} onClick={onNavigate}>
            {t(`locations.titles.${screen}`)}
          </Anchor>
        </Text>
      ))}
    </Stack>
  );
};

export const LocationImportModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  // A new assistant each time the dialog opens.
  const [round, setRound] = useState(0);

  const close = () => {
    setRound((n) => n + 1);
    onClose();
  };

  return (
    <AppModal opened={opened} onClose={close} width={1000} title={t('locations.import.title')}>
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
        <ImportAssistant
          key={round}
          template={LOCATION_IMPORT_TEMPLATE}
          columnLabel={(column) => t(`locations.fields.${column}`)}
          onEnd={(job) => {
            if (job.state === 'completed') {
              void client.invalidateQueries({ queryKey: locationKeys.all });
            }
          }}
          renderResult={(job) => <ImportedLinks job={job} onNavigate={close} />}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('locations.import.close')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
