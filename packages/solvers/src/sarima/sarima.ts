// SARIMA forecasting of a monthly or weekly series (issue 18): a given order (p,d,q)(P,D,Q)s or an
// automatic choice by AIC over a small grid, a forecast with prediction intervals, and a rolling-origin
// backtest whose MAPE and sMAPE are shown beside a seasonal-naive baseline. Formulation: docs/ai.md.
import { z } from 'zod';
import type { SolverContext, SolverModel, SolverResult } from '../model';
import { type ArimaFit, type ArimaOrder, fitArima } from './arima-binding';

export const sarimaInputSchema = z.object({
  /** What the series counts (a lane, a file name); shown on the chart. */
  label: z.string().max(200).default('Series'),
  frequency: z.enum(['month', 'week']),
  /** Periods in order: `YYYY-MM` for months, `YYYY-MM-DD` (the week's Monday) for weeks. */
  points: z
    .array(z.object({ t: z.string().min(1).max(20), value: z.number().finite() }))
    .min(8, { error: 'The series needs at least 8 periods' })
    .max(5000),
});
export type SarimaInput = z.infer<typeof sarimaInputSchema>;

const order = z.number().int().min(0).max(3);
export const sarimaParamsSchema = z.object({
  /** Choose (p,q)(P,Q) by AIC over p,q ≤ 2 and P,Q ≤ 1 with the given d, D and s. */
  auto: z.boolean().default(false),
  p: order.default(0),
  d: z.number().int().min(0).max(2).default(1),
  q: order.default(1),
  P: z.number().int().min(0).max(2).default(0),
  D: z.number().int().min(0).max(1).default(1),
  Q: z.number().int().min(0).max(2).default(1),
  /** Seasonal period; by default 12 for months and 52 for weeks. */
  s: z.number().int().min(0).max(52).optional(),
  horizon: z.number().int().min(1).max(104).default(12),
  logTransform: z.boolean().default(true),
  /** Rolling-origin backtest: the last `backtestOrigins` periods are forecast from each earlier origin. */
  backtestOrigins: z.number().int().min(0).max(52).default(12),
  confidence: z.number().min(0.5).max(0.99).default(0.95),
});
export type SarimaParams = z.infer<typeof sarimaParamsSchema>;

/** Inverse of the standard normal CDF (Acklam's rational approximation; |error| < 1.2e-9). */
const normalQuantile = (p: number): number => {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const lo = 0.02425;
  const poly = (k: number[], x: number) => k.reduce((acc, v) => acc * x + v, 0);
  if (p < lo) {
    const q = Math.sqrt(-2 * Math.log(p));
    return poly(c, q) / (poly(d, q) * q + 1);
  }
  if (p > 1 - lo) {
    return -normalQuantile(1 - p);
  }
  const q = p - 0.5;
  const r = q * q;
  return (poly(a, r) * q) / (poly(b, r) * r + 1);
};

/** The next period's label after `t` (a month `YYYY-MM` or a week's date `YYYY-MM-DD`). */
export const nextPeriod = (t: string, frequency: 'month' | 'week', steps = 1): string => {
  if (frequency === 'month') {
    const [y, m] = t.split('-').map(Number) as [number, number];
    const index = y * 12 + (m - 1) + steps;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  }
  const date = new Date(`${t.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7 * steps);
  return date.toISOString().slice(0, 10);
};

/**
 * One-step in-sample fitted values from the fitted coefficients: the differenced series w follows
 * φ(B)Φ(B^s) w = θ(B)Θ(B^s) a; the residuals come from that recursion with a = 0 before the start, and
 * since differencing keeps x[t] with coefficient 1, the fitted value is x[t] − a[t].
 */
const fittedValues = (x: number[], o: ArimaOrder, fit: ArimaFit): (number | null)[] => {
  const coef = (prefix: string, i: number) => fit.coefficients.find((c) => c.name === `${prefix}${i}`)?.value ?? 0;
  const multiply = (a: number[], b: number[]) => {
    const out = new Array<number>(a.length + b.length - 1).fill(0);
    a.forEach((ai, i) => {
      b.forEach((bj, j) => {
        out[i + j] = (out[i + j] ?? 0) + ai * bj;
      });
    });
    return out;
  };
  const seasonal = (values: number[]) => {
    const out = new Array<number>(values.length * o.s + 1).fill(0);
    out[0] = 1;
    values.forEach((v, i) => {
      out[(i + 1) * o.s] = v;
    });
    return out;
  };
  // AR side as 1 − Σφ B^k, MA side as 1 + Σθ B^k (R convention).
  const ar = multiply(
    [1, ...Array.from({ length: o.p }, (_, i) => -coef('AR', i + 1))],
    seasonal(Array.from({ length: o.P }, (_, i) => -coef('SAR', i + 1))),
  );
  const ma = multiply(
    [1, ...Array.from({ length: o.q }, (_, i) => coef('MA', i + 1))],
    seasonal(Array.from({ length: o.Q }, (_, i) => coef('SMA', i + 1))),
  );
  let w = [...x];
  for (let i = 0; i < o.d; i++) {
    w = w.slice(1).map((v, k) => v - (w[k] as number));
  }
  for (let i = 0; i < o.D; i++) {
    w = w.slice(o.s).map((v, k) => v - (w[k] as number));
  }
  const lost = x.length - w.length;
  const a: number[] = [];
  for (let t = 0; t < w.length; t++) {
    let e = 0;
    for (let k = 0; k < ar.length; k++) {
      e += (ar[k] as number) * (t - k >= 0 ? (w[t - k] as number) : 0);
    }
    for (let k = 1; k < ma.length; k++) {
      e -= (ma[k] as number) * (t - k >= 0 ? (a[t - k] as number) : 0);
    }
    a.push(e);
  }
  return x.map((v, t) => (t < lost ? null : v - (a[t - lost] as number)));
};

export interface BacktestScore {
  mape: number | null;
  smape: number | null;
  naiveMape: number | null;
  naiveSmape: number | null;
  origins: number;
  points: number;
}

const scoreErrors = (pairs: { actual: number; forecast: number }[]) => {
  const usable = pairs.filter((p) => p.actual !== 0);
  const mape = usable.length
    ? (usable.reduce((s, p) => s + Math.abs((p.actual - p.forecast) / p.actual), 0) / usable.length) * 100
    : null;
  const smape = pairs.length
    ? (pairs.reduce((s, p) => {
        const denominator = Math.abs(p.actual) + Math.abs(p.forecast);
        return s + (denominator === 0 ? 0 : (2 * Math.abs(p.actual - p.forecast)) / denominator);
      }, 0) /
        pairs.length) *
      100
    : null;
  return { mape, smape };
};

const round = (v: number | null, digits = 4) => (v === null || !Number.isFinite(v) ? null : Number(v.toFixed(digits)));

/** The model's computation, synchronous (tests and benchmarks call it directly). */
export const solveSarima = (input: SarimaInput, params: SarimaParams, ctx: SolverContext): SolverResult => {
  const s = params.s ?? (input.frequency === 'month' ? 12 : 52);
  const values = input.points.map((p) => p.value);
  const positive = values.every((v) => v > 0);
  if (params.logTransform && values.some((v) => v < 0)) {
    throw new Error('A log transform needs values of zero or more');
  }
  // Zero counts (a quiet lane week) make log undefined: then the transform is log(1 + x).
  const shift = params.logTransform && !positive ? 1 : 0;
  const forward = (v: number) => (params.logTransform ? Math.log(v + shift) : v);
  const back = (v: number) => (params.logTransform ? Math.exp(v) - shift : v);
  const x = values.map(forward);
  // The arima package needs d + s·D + max(p + q, 2s, 10) values: a short series (a young lane) loses
  // its seasonal difference first, then its seasonal terms, and the result says so.
  const minLength = (o: { p: number; q: number; d: number; D: number; s: number }) =>
    o.d + o.s * o.D + Math.max(o.p + o.q, 2 * o.s, 10);
  let season = { s, D: s > 0 ? params.D : 0, seasonal: s > 0 };
  const widest = { p: params.auto ? 2 : params.p, q: params.auto ? 2 : params.q, d: params.d };
  if (season.D > 0 && values.length < minLength({ ...widest, ...season })) {
    season = { ...season, D: 0 };
  }
  if (season.seasonal && values.length < minLength({ ...widest, ...season })) {
    season = { s: 0, D: 0, seasonal: false };
  }
  const note =
    season.s !== s || season.D !== (s > 0 ? params.D : 0)
      ? `The series has ${values.length} periods: too short for ${season.s === 0 ? 'seasonal terms' : 'a seasonal difference'}, which were left out`
      : null;
  const base = { d: params.d, D: season.D, s: season.s };
  const candidates: ArimaOrder[] = params.auto
    ? [0, 1, 2].flatMap((p) =>
        [0, 1, 2].flatMap((q) =>
          (season.seasonal ? [0, 1] : [0]).flatMap((P) =>
            (season.seasonal ? [0, 1] : [0]).map((Q) => ({ ...base, p, q, P, Q })),
          ),
        ),
      )
    : [{ ...base, p: params.p, q: params.q, P: season.seasonal ? params.P : 0, Q: season.seasonal ? params.Q : 0 }];
  const steps = candidates.length + params.backtestOrigins;
  let iteration = 0;
  let stopped = false;
  let best: { order: ArimaOrder; fit: ArimaFit } | null = null;
  const tried: { order: ArimaOrder; aic: number | null; error?: string }[] = [];
  for (const candidate of candidates) {
    if (best && ctx.shouldStop()) {
      stopped = true;
      break;
    }
    try {
      const fit = fitArima(x, candidate, params.horizon);
      tried.push({ order: candidate, aic: fit.aic });
      if (Number.isFinite(fit.aic) && (!best || fit.aic < best.fit.aic)) {
        best = { order: candidate, fit };
      }
    } catch (error) {
      tried.push({ order: candidate, aic: null, error: error instanceof Error ? error.message : String(error) });
      if (candidates.length === 1) {
        throw error;
      }
    }
    iteration += 1;
    ctx.progress({
      iteration,
      objective: best ? best.fit.aic : null,
      elapsedMs: ctx.elapsedMs(),
      fraction: iteration / steps,
      message: 'Fitting models',
    });
  }
  if (!best) {
    throw new Error(tried.find((t) => t.error)?.error ?? 'No model could be fitted to this series');
  }
  const { order: chosen, fit } = best;

  // Rolling-origin backtest with the chosen order: from each origin, forecast up to `horizon` steps of
  // the held-back tail; the seasonal-naive baseline repeats the value one season (or one step) back.
  const modelPairs: { actual: number; forecast: number }[] = [];
  const naivePairs: { actual: number; forecast: number }[] = [];
  let origins = 0;
  const n = values.length;
  const lag = s > 0 && values.length > s + 2 ? s : 1;
  for (let i = 0; i < params.backtestOrigins && !stopped; i++) {
    const origin = n - params.backtestOrigins + i;
    if (ctx.shouldStop()) {
      stopped = true;
      break;
    }
    const h = Math.min(params.horizon, n - origin);
    if (origin < lag + 2 || h < 1) {
      continue;
    }
    try {
      const trial = fitArima(x.slice(0, origin), chosen, h);
      for (let k = 0; k < h; k++) {
        const actual = values[origin + k] as number;
        modelPairs.push({ actual, forecast: back(trial.forecast[k] as number) });
        naivePairs.push({ actual, forecast: values[origin + k - lag * Math.ceil((k + 1) / lag)] as number });
      }
      origins += 1;
    } catch {
      // An origin too short for the order is skipped; the table says how many origins counted.
    }
    iteration += 1;
    ctx.progress({
      iteration,
      objective: fit.aic,
      elapsedMs: ctx.elapsedMs(),
      fraction: iteration / steps,
      message: 'Backtest',
    });
  }
  const modelScore = scoreErrors(modelPairs);
  const naiveScore = scoreErrors(naivePairs);
  const score: BacktestScore = {
    mape: round(modelScore.mape),
    smape: round(modelScore.smape),
    naiveMape: round(naiveScore.mape),
    naiveSmape: round(naiveScore.smape),
    origins,
    points: modelPairs.length,
  };

  const z = normalQuantile(0.5 + params.confidence / 2);
  const fitted = fittedValues(x, chosen, fit);
  const last = input.points[n - 1]?.t as string;
  const forecastRows = fit.forecast.map((f, k) => {
    const sd = Math.sqrt(Math.max(0, fit.variance[k] ?? 0));
    return {
      period: nextPeriod(last, input.frequency, k + 1),
      forecast: round(back(f), 3) as number,
      lower: round(back(f - z * sd), 3) as number,
      upper: round(back(f + z * sd), 3) as number,
    };
  });
  const orderText = `(${chosen.p},${chosen.d},${chosen.q})(${chosen.P},${chosen.D},${chosen.Q})${chosen.s}`;
  const level = Math.round(params.confidence * 100);
  return {
    status: stopped ? 'stopped' : 'optimal',
    objective: round(fit.aic),
    kpis: [
      { key: 'order', label: 'Model', value: `SARIMA${orderText}` },
      { key: 'mape', label: 'Backtest MAPE', value: score.mape, unit: '%' },
      { key: 'naiveMape', label: 'Seasonal-naive MAPE', value: score.naiveMape, unit: '%' },
      { key: 'smape', label: 'Backtest sMAPE', value: score.smape, unit: '%' },
      { key: 'naiveSmape', label: 'Seasonal-naive sMAPE', value: score.naiveSmape, unit: '%' },
      { key: 'aic', label: 'AIC', value: round(fit.aic, 3) },
      ...(note ? [{ key: 'note', label: 'Note', value: note }] : []),
      { key: 'logLik', label: 'Log-likelihood', value: round(fit.logLik, 3) },
      { key: 'sigma2', label: 'Residual variance', value: round(fit.sigma2, 6) },
    ],
    tables: [
      {
        id: 'forecast',
        title: `Forecast with ${level}% prediction interval`,
        columns: [
          { key: 'period', label: 'Period' },
          { key: 'forecast', label: 'Forecast', numeric: true },
          { key: 'lower', label: 'Lower', numeric: true },
          { key: 'upper', label: 'Upper', numeric: true },
        ],
        rows: forecastRows,
      },
      {
        id: 'coefficients',
        title: 'Coefficients',
        columns: [
          { key: 'name', label: 'Term' },
          { key: 'value', label: 'Estimate', numeric: true },
          { key: 'standardError', label: 'Standard error', numeric: true },
        ],
        rows: fit.coefficients.map((c) => ({
          name: c.name,
          value: round(c.value, 5),
          standardError: round(c.standardError, 5),
        })),
      },
      ...(params.auto
        ? [
            {
              id: 'candidates',
              title: 'Orders tried',
              columns: [
                { key: 'order', label: 'Order' },
                { key: 'aic', label: 'AIC', numeric: true },
              ],
              rows: tried.map((t) => ({
                order: `(${t.order.p},${t.order.d},${t.order.q})(${t.order.P},${t.order.D},${t.order.Q})${t.order.s}`,
                aic: round(t.aic, 3),
              })),
            },
          ]
        : []),
    ],
    series: [
      {
        id: 'forecast',
        title: input.label,
        points: [
          ...input.points.map((p) => ({
            t: p.t,
            value: p.value,
            kind: 'actual' as const,
          })),
          ...input.points.flatMap((p, t) => {
            const f = fitted[t];
            return f === null || f === undefined ? [] : [{ t: p.t, value: round(back(f), 3), kind: 'fitted' as const }];
          }),
          ...forecastRows.map((r) => ({
            t: r.period,
            value: r.forecast,
            lower: r.lower,
            upper: r.upper,
            kind: 'forecast' as const,
          })),
        ],
      },
    ],
    solution: {
      order: chosen,
      coefficients: fit.coefficients,
      backtest: score,
      forecast: forecastRows,
      note,
      transform: params.logTransform ? (shift ? 'log1p' : 'log') : 'none',
    },
  };
};

export const sarimaModel: SolverModel<SarimaInput, SarimaParams> = {
  id: 'sarima',
  inputSchema: sarimaInputSchema,
  paramsSchema: sarimaParamsSchema,
  solve: solveSarima,
};
