import { DATE_FORMAT, DEFAULT_TIME_ZONE } from '@lanehub/shared/constants/app';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

// Times are shown in America/Toronto with the spec's MM/DD/YYYY format (spec 01 §9).
export const formatDate = (iso: string | null | undefined, format: string = DATE_FORMAT): string => {
  if (!iso) {
    return '';
  }
  const value = dayjs.utc(iso);
  return value.isValid() ? value.tz(DEFAULT_TIME_ZONE).format(format) : '';
};

/**
 * A calendar date ('2026-03-02', a PO's order date): the same day everywhere, never converted
 * through a time zone (midnight UTC is the evening before in Toronto). A full timestamp is cut to its
 * date part as written.
 */
export const formatCalendarDate = (day: string | null | undefined, format: string = DATE_FORMAT): string => {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!match) {
    return '';
  }
  const value = dayjs.utc(`${match[1]}-${match[2]}-${match[3]}`, 'YYYY-MM-DD');
  return value.isValid() ? value.format(format) : '';
};

/** Whole days from today (in Toronto) to a calendar date: 0 today, negative once it has passed. */
export const daysUntil = (date: string, today: string = dayjs().tz(DEFAULT_TIME_ZONE).format('YYYY-MM-DD')): number =>
  Math.round((Date.parse(`${date.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
