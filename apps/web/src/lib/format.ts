import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import type { Language } from '@lanehub/shared/constants/app';
import { DATE_FORMAT, DATE_FORMAT_LONG, DEFAULT_TIME_ZONE } from '@lanehub/shared/constants/app';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * How a date is shown, by kind; each language has its pattern (docs/i18n.md, "Dates").
 * - date: the day ('11/25/2026' in English, '25/11/2026' in French and Spanish);
 * - dateTime: the day and the 24-hour time; dateTimeSeconds: with the seconds;
 * - dateTimeShort12: the day and a 12-hour time in English (notifications), 24-hour elsewhere;
 * - long: the day with the month's name ('November 25, 2026', '25 novembre 2026').
 */
export type DateStyle = 'date' | 'dateTime' | 'dateTimeSeconds' | 'dateTime12' | 'long';

// English keeps the spec's formats exactly (spec 01 §9: MM/DD/YYYY and 'MMMM D, YYYY'); French and
// Spanish write the day first and the time on 24 hours, as their readers do.
export const DATE_FORMATS: Record<Language, Record<DateStyle, string>> = {
  en: {
    date: DATE_FORMAT,
    dateTime: `${DATE_FORMAT} HH:mm`,
    dateTimeSeconds: `${DATE_FORMAT} HH:mm:ss`,
    dateTime12: `${DATE_FORMAT} h:mm A`,
    long: DATE_FORMAT_LONG,
  },
  fr: {
    date: 'DD/MM/YYYY',
    dateTime: 'DD/MM/YYYY HH:mm',
    dateTimeSeconds: 'DD/MM/YYYY HH:mm:ss',
    dateTime12: 'DD/MM/YYYY HH:mm',
    long: 'D MMMM YYYY',
  },
  es: {
    date: 'DD/MM/YYYY',
    dateTime: 'DD/MM/YYYY HH:mm',
    dateTimeSeconds: 'DD/MM/YYYY HH:mm:ss',
    dateTime12: 'DD/MM/YYYY HH:mm',
    long: 'D [de] MMMM [de] YYYY',
  },
};

/** The dayjs pattern of a style in a language (the interface's language by default). */
export const dateFormatOf = (style: DateStyle = 'date', lng: Language = currentLanguage()): string =>
  DATE_FORMATS[lng][style];

/**
 * The pattern of a style in the interface's language, for a date input's `valueFormat`; the
 * component renders again when the language changes.
 */
export const useDateFormat = (style: DateStyle = 'date'): string => {
  const { i18n } = useTranslation();
  return dateFormatOf(style, (i18n.language in DATE_FORMATS ? i18n.language : 'en') as Language);
};

// Times are shown in America/Toronto (spec 01 §9), in the interface's language.
export const formatDate = (iso: string | null | undefined, style: DateStyle = 'date'): string => {
  const lng = currentLanguage();
  return torontoWall(iso, DATE_FORMATS[lng][style], lng);
};

/**
 * An instant as its Toronto wall time, in a fixed machine pattern ('YYYY-MM-DD', 'HH:mm'): for the
 * values of inputs, never for text a person reads (that is `formatDate`).
 */
export const torontoWall = (iso: string | null | undefined, pattern: string, lng: Language = 'en'): string => {
  if (!iso) {
    return '';
  }
  const value = dayjs.utc(iso);
  return value.isValid() ? value.tz(DEFAULT_TIME_ZONE).locale(lng).format(pattern) : '';
};

/**
 * A calendar date ('2026-03-02', a PO's order date): the same day everywhere, never converted
 * through a time zone (midnight UTC is the evening before in Toronto). A full timestamp is cut to its
 * date part as written.
 */
export const formatCalendarDate = (day: string | null | undefined, style: 'date' | 'long' = 'date'): string => {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!match) {
    return '';
  }
  const lng = currentLanguage();
  const value = dayjs.utc(`${match[1]}-${match[2]}-${match[3]}`, 'YYYY-MM-DD');
  return value.isValid() ? value.locale(lng).format(DATE_FORMATS[lng][style]) : '';
};

/** Whole days from today (in Toronto) to a calendar date: 0 today, negative once it has passed. */
export const daysUntil = (date: string, today: string = dayjs().tz(DEFAULT_TIME_ZONE).format('YYYY-MM-DD')): number =>
  Math.round((Date.parse(`${date.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
