// The catalogue of planning models (issue 18): what `/ai` lists and what the server's `ai` feature can
// run. A model's entry names its input kinds: `series` (a dated series, from orders or a CSV of
// date,value), later `locations`, `orders`, `contracts`, `csv`.
import type { SolverModel } from './model';
import { sarimaModel } from './sarima/sarima';

export type ModelInputKind = 'series' | 'locations' | 'orders' | 'contracts' | 'csv';

export interface ModelEntry {
  id: string;
  label: string;
  description: string;
  inputKinds: ModelInputKind[];
  // biome-ignore lint/suspicious/noExplicitAny: the registry holds models of different input types
  model: SolverModel<any, any>;
}

export const MODEL_REGISTRY: Record<string, ModelEntry> = {
  sarima: {
    id: 'sarima',
    label: 'SARIMA forecast',
    description:
      'Seasonal ARIMA forecast of volumes (orders per lane per week or month, or an uploaded series) with prediction intervals and a backtest against a seasonal-naive baseline.',
    inputKinds: ['series'],
    model: sarimaModel,
  },
};

export const modelEntry = (id: string): ModelEntry | undefined =>
  Object.hasOwn(MODEL_REGISTRY, id) ? MODEL_REGISTRY[id] : undefined;
