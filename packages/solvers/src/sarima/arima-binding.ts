// The `arima` package (ctsa compiled to WebAssembly) fits and forecasts but does not hand back its
// coefficients; its summary (printed when `verbose`) has them. We load the package's own module with a
// `print` of ours so the summary is captured per fit instead of going to the console.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

interface ArimaOptions {
  p: number;
  d: number;
  q: number;
  P: number;
  D: number;
  Q: number;
  s: number;
  method?: number;
  optimizer?: number;
  verbose?: boolean;
}
interface ArimaInstance {
  train(ts: number[]): ArimaInstance;
  predict(length: number): [number[], number[]];
  destroy(): void;
}
type ArimaConstructor = new (options: ArimaOptions) => ArimaInstance;

const require = createRequire(import.meta.url);
const root = dirname(require.resolve('arima'));
let sink: string[] | null = null;
const capture = (line: string) => {
  sink?.push(line);
};
const createModule = require(join(root, 'wasm/native-sync.js')) as (o: object) => unknown;
const wasmBinary = require(join(root, 'wrapper/native.bin.js')) as unknown;
const load = require(join(root, 'load.js')) as (m: unknown) => ArimaConstructor;
const ARIMA = load(createModule({ wasmBinary, print: capture, printErr: capture }));

export interface Coefficient {
  /** ctsa's name: AR1, MA1, SAR1, SMA1… */
  name: string;
  /** In R/statsmodels sign convention: (1 + θB) for moving averages, (1 − φB) for autoregressions. */
  value: number;
  standardError: number | null;
}

export interface ArimaFit {
  coefficients: Coefficient[];
  sigma2: number;
  logLik: number;
  aic: number;
  /** Point forecasts and forecast-error variances, `horizon` steps past the series. */
  forecast: number[];
  variance: number[];
}

export type ArimaOrder = Pick<ArimaOptions, 'p' | 'd' | 'q' | 'P' | 'D' | 'Q' | 's'>;

const numberAfter = (lines: string[], label: string): number => {
  const line = lines.find((l) => l.trim().startsWith(label));
  const match = line?.slice(line.indexOf(label) + label.length).match(/-?\d+(\.\d+)?(e[-+]?\d+)?/i);
  return match ? Number(match[0]) : Number.NaN;
};

/** Fits one SARIMA order by exact maximum likelihood (ctsa's CSS-MLE) and forecasts `horizon` steps. */
export const fitArima = (series: number[], order: ArimaOrder, horizon: number): ArimaFit => {
  const lines: string[] = [];
  sink = lines;
  let model: ArimaInstance | null = null;
  try {
    model = new ARIMA({ ...order, method: 0, optimizer: 6, verbose: true }).train(series);
    const [forecast, variance] = model.predict(Math.max(1, horizon));
    const coefficients: Coefficient[] = [];
    for (const line of lines) {
      const m = line.trim().match(/^(S?AR|S?MA)(\d+)\s+(-?[\d.e+-]+)\s+(-?[\d.e+-]+)?/i);
      if (m?.[1] && m[3]) {
        const isMa = m[1].toUpperCase().endsWith('MA');
        const raw = Number(m[3]);
        // ctsa writes x[t] = a[t] − θ a[t−1]: its MA signs are the opposite of R's.
        coefficients.push({
          name: `${m[1].toUpperCase()}${m[2]}`,
          value: isMa ? -raw : raw,
          standardError: m[4] ? Number(m[4]) : null,
        });
      }
    }
    const fit: ArimaFit = {
      coefficients,
      sigma2: numberAfter(lines, 'SIGMA^2'),
      logLik: numberAfter(lines, 'Log Likelihood :'),
      aic: numberAfter(lines, 'AIC criterion :'),
      forecast: forecast.slice(0, horizon),
      variance: variance.slice(0, horizon),
    };
    if (!forecast.every(Number.isFinite)) {
      throw new Error('The model could not be fitted to this series');
    }
    return fit;
  } finally {
    sink = null;
    model?.destroy();
  }
};
