import { DATE_FORMAT, DEFAULT_TIME_ZONE } from '@lanehub/shared/constants/app';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

// Subscription periods are calendar dates (YYYY-MM-DD); the date picker works in instants at
// midnight in Toronto. These two convert between them without shifting a day.
export const formatCalendarDate = (date: string): string => dayjs(date, 'YYYY-MM-DD').format(DATE_FORMAT);

export const calendarDateToInstant = (date: string | null): string | null =>
  date ? dayjs.tz(date, DEFAULT_TIME_ZONE).toISOString() : null;
