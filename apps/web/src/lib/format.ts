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
