import { DEFAULT_TIME_ZONE } from '@lanehub/shared/constants/app';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

// Subscription periods are calendar dates (YYYY-MM-DD); the date picker works in instants at
// midnight in Toronto. They are shown by lib/format's `formatCalendarDate` (the interface's language)
// and converted here without shifting a day.

export const calendarDateToInstant = (date: string | null): string | null =>
  date ? dayjs.tz(date, DEFAULT_TIME_ZONE).toISOString() : null;
