import { afterEach, describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, torontoWall } from './format';
import { changeLanguage } from './i18n';

describe('formatCalendarDate', () => {
  it('shows a calendar date as the same day, whatever the time zone', () => {
    expect(formatCalendarDate('2026-03-02')).toBe('03/02/2026');
    expect(formatCalendarDate('2026-01-01')).toBe('01/01/2026');
    // The timestamp formatter would show the evening before in Toronto: that is the defect it avoids.
    expect(formatDate('2026-03-02')).toBe('03/01/2026');
  });

  it('shows nothing for no date or a value that is not one', () => {
    expect(formatCalendarDate(null)).toBe('');
    expect(formatCalendarDate(undefined)).toBe('');
    expect(formatCalendarDate('soon')).toBe('');
  });
});

describe('dates in the interface language (docs/i18n.md, "Dates")', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('keeps the spec formats in English', () => {
    // 15:30 UTC on November 25 is 10:30 in Toronto.
    expect(formatDate('2026-11-25T15:30:00Z')).toBe('11/25/2026');
    expect(formatDate('2026-11-25T15:30:00Z', 'dateTime')).toBe('11/25/2026 10:30');
    expect(formatDate('2026-11-25T15:30:00Z', 'dateTime12')).toBe('11/25/2026 10:30 AM');
    expect(formatCalendarDate('2026-11-25', 'long')).toBe('November 25, 2026');
  });

  it.each([
    ['fr', '25 novembre 2026'],
    ['es', '25 de noviembre de 2026'],
  ] as const)('writes the day first and 24-hour times in %s', async (lng, long) => {
    await changeLanguage(lng);
    expect(formatDate('2026-11-25T15:30:00Z')).toBe('25/11/2026');
    expect(formatDate('2026-11-25T20:05:09Z', 'dateTime')).toBe('25/11/2026 15:05');
    expect(formatDate('2026-11-25T20:05:09Z', 'dateTimeSeconds')).toBe('25/11/2026 15:05:09');
    expect(formatDate('2026-11-25T20:05:00Z', 'dateTime12')).toBe('25/11/2026 15:05');
    expect(formatCalendarDate('2026-03-02')).toBe('02/03/2026');
    expect(formatCalendarDate('2026-11-25', 'long')).toBe(long);
  });

  it('gives input values in a fixed pattern whatever the language', async () => {
    await changeLanguage('fr');
    expect(torontoWall('2026-11-25T03:00:00Z', 'YYYY-MM-DD')).toBe('2026-11-24');
    expect(torontoWall(null, 'YYYY-MM-DD')).toBe('');
  });
});
