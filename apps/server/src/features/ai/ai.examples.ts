// The routes' example bodies: they document the API and the generated route-table test sends them.

/** Three years of monthly volumes with a yearly pattern (a CSV as uploaded). */
const EXAMPLE_CSV = [
  'month,volume',
  ...Array.from({ length: 36 }, (_, m) => {
    const month = `${2023 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
    return `${month},${120 + 4 * m + ([0, -8, 5, 12, 20, 31, 40, 38, 22, 9, -4, 6][m % 12] ?? 0)}`;
  }),
].join('\n');

export const EXAMPLE_SESSION = {
  model: 'sarima',
  name: 'Monthly volumes',
  input: { source: 'csv', fileName: 'volumes.csv', content: EXAMPLE_CSV, frequency: 'month' },
  params: { horizon: 6, backtestOrigins: 3 },
};

export const EXAMPLE_PLANNING = {
  input: { source: 'csv', fileName: 'volumes.csv', content: EXAMPLE_CSV, frequency: 'month' },
  horizon: 6,
};
