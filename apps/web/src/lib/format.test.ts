import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate } from './format';

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
