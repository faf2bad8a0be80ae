import type { TOrderChangeLogEntry } from '@lanehub/shared/features/order-changelog/order-changelog.contract';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A logged value as a reader reads it: lists joined, instants as local date and time, empty as —. */
export const shownValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') {
    return '—';
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? '—' : value.map(shownValue).join(', ');
  }
  if (typeof value === 'string' && ISO_INSTANT.test(value)) {
    return formatDate(value, 'dateTime');
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** What changed in one event, one line per field: "PO number: PO-1 → PO-2". */
export const ChangeList = ({ entry }: { entry: TOrderChangeLogEntry }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {entry.changes.map((change) => (
        <Text key={change.field} size="xs">
          <b>{t(`orderChangelog.fields.${change.field}`, { defaultValue: change.field })}</b>:{' '}
          {entry.action === 'created'
            ? shownValue(change.after)
            : `${shownValue(change.before)} → ${shownValue(change.after)}`}
        </Text>
      ))}
    </Stack>
  );
};

/** Who made the change: the user (owner and administrators) or, for a party, the company. */
export const byOf = (entry: TOrderChangeLogEntry) =>
  [entry.byName ?? entry.byEmail, entry.byCompany].filter(Boolean).join(' · ') || '—';
