import type { TDemandPlan, ZDemandPlanningCreate } from '@lanehub/shared/features/ai/ai.contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Tenant } from '../../platform/tenancy';
import * as q from './ai.queries';
import type { AiService } from './ai.service';

// Demand planning (spec 02 §7.14): a plan is a demand forecast fed by the sarima model, on a lane's
// orders per month or week or on an uploaded series. POST starts the forecast as a session; GET lists,
// per lane (or file) and frequency, the latest session's state and, once it has one, its forecast with the interval and its
// backtest error next to the seasonal-naive baseline.

type Solution = {
  forecast?: { period: string; forecast: number; lower: number; upper: number }[];
  backtest?: { mape: number | null; naiveMape: number | null };
};

export { ZDemandPlan } from '@lanehub/shared/features/ai/ai.contract';

export const createDemandPlanning = (db: Db, sessions: AiService) => ({
  list: async (tenant: Tenant): Promise<TDemandPlan[]> => {
    const seen = new Set<string>();
    const plans: TDemandPlan[] = [];
    for (const row of await q.latestOrderForecasts(db, tenant)) {
      const summary = row.inputSummary as {
        source?: string;
        label?: string;
        origin?: string;
        destination?: string;
        frequency?: string;
      };
      const key = `${summary.source}|${summary.label}|${summary.frequency}`;
      if (seen.has(key) || !summary.label) {
        continue;
      }
      seen.add(key);
      const result = row.result as { kpis?: { key: string; value: unknown }[]; solution?: Solution } | null;
      const kpi = (k: string) => result?.kpis?.find((x) => x.key === k)?.value;
      plans.push({
        label: summary.label,
        source: summary.source ?? 'csv',
        origin: summary.origin ?? null,
        destination: summary.destination ?? null,
        frequency: summary.frequency ?? 'month',
        sessionId: row.id,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        model: typeof kpi('order') === 'string' ? (kpi('order') as string) : null,
        mape: result?.solution?.backtest?.mape ?? null,
        naiveMape: result?.solution?.backtest?.naiveMape ?? null,
        forecast: result?.solution?.forecast ?? [],
      });
    }
    return plans;
  },

  create: async (tenant: Tenant, body: z.infer<typeof ZDemandPlanningCreate>) =>
    sessions.create(tenant, {
      model: 'sarima',
      input: body.input,
      // Lanes have few periods: a short backtest, and log(1 + x) when a period had no order.
      params: { auto: false, horizon: body.horizon, backtestOrigins: 6 },
    }),
});
