import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localContext } from '../model';
import { sarimaModel, solveSarima } from './sarima';

const airPassengers = readFileSync(new URL('./fixtures/airpassengers.csv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [t, value] = line.split(',');
    return { t: t as string, value: Number(value) };
  });
const input = sarimaModel.inputSchema.parse({ label: 'AirPassengers', frequency: 'month', points: airPassengers });

describe('sarima', () => {
  it('reproduces the published airline model on log AirPassengers', () => {
    const result = solveSarima(input, sarimaModel.paramsSchema.parse({}), localContext());
    expect(result.status).toBe('optimal');
    const coefficients = result.tables.find((t) => t.id === 'coefficients')?.rows ?? [];
    const value = (name: string) => Number(coefficients.find((r) => r.name === name)?.value);
    // SAS/ETS PROC X13 Output 45.2.1 (R sign): MA −0.40181, SMA −0.55695.
    expect(Math.abs(value('MA1') - -0.40181)).toBeLessThan(0.02);
    expect(Math.abs(value('SMA1') - -0.55695)).toBeLessThan(0.02);
    const forecast = result.tables.find((t) => t.id === 'forecast')?.rows ?? [];
    expect(forecast[0]?.period).toBe('1961-01');
    expect(Number(forecast[0]?.forecast)).toBeCloseTo(450.4, 0);
    expect(Number(forecast[0]?.lower)).toBeLessThan(450.4);
    expect(Number(forecast[0]?.upper)).toBeGreaterThan(450.4);
    const kpi = (key: string) => result.kpis.find((k) => k.key === key)?.value as number;
    expect(kpi('mape')).toBeGreaterThan(0);
    // The airline model beats repeating last year's month on this series.
    expect(kpi('mape')).toBeLessThan(kpi('naiveMape'));
    const series = result.series?.[0]?.points ?? [];
    expect(series.filter((p) => p.kind === 'actual')).toHaveLength(144);
    expect(series.filter((p) => p.kind === 'forecast')).toHaveLength(12);
    // Fitted one step ahead: close to the actual late in the series.
    const fitted = series.find((p) => p.kind === 'fitted' && p.t === '1960-12')?.value as number;
    expect(Math.abs(fitted - 432) / 432).toBeLessThan(0.1);
  });

  it('chooses an order by AIC and returns its best so far when stopped', () => {
    let calls = 0;
    const ctx = { ...localContext(), shouldStop: () => ++calls > 3 };
    const result = solveSarima(input, sarimaModel.paramsSchema.parse({ auto: true, backtestOrigins: 2 }), ctx);
    expect(result.status).toBe('stopped');
    expect(result.tables.find((t) => t.id === 'candidates')?.rows.length).toBeGreaterThanOrEqual(1);
    expect(result.tables.find((t) => t.id === 'forecast')?.rows).toHaveLength(12);
  });

  it('leaves out the seasonal difference a short series cannot carry, and says so', () => {
    const short = sarimaModel.inputSchema.parse({ frequency: 'month', points: airPassengers.slice(0, 30) });
    const result = solveSarima(short, sarimaModel.paramsSchema.parse({ logTransform: true }), localContext());
    expect(result.kpis.find((k) => k.key === 'order')?.value).toBe('SARIMA(0,1,1)(0,0,1)12');
    expect(String(result.kpis.find((k) => k.key === 'note')?.value)).toContain('30 periods');
    expect(result.tables.find((t) => t.id === 'forecast')?.rows[0]?.period).toBe('1951-07');
  });

  it('refuses a too short series with a clear message', () => {
    expect(() => sarimaModel.inputSchema.parse({ frequency: 'month', points: [{ t: '2024-01', value: 1 }] })).toThrow(
      /at least 8 periods/,
    );
  });
});
