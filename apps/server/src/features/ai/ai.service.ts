import {
  AI_ACTIVE_STATUSES,
  AI_MSG,
  type TAiLocation,
  type TAiSession,
  type TAiSessionStatus,
  type ZAiCsvSource,
  type ZAiLocationsSource,
  type ZAiOrdersSource,
  type ZAiSessionCreate,
  type ZAiSessionInput,
} from '@lanehub/shared/features/ai/ai.contract';
import type { SolverResult } from '@lanehub/solvers/model';
import {
  demoParamsSchema,
  MODEL_REGISTRY,
  type ModelEntry,
  type ModelInputKind,
  modelEntry,
  paramFields,
} from '@lanehub/solvers/registry';
import { parseCvrplib, parseSolomon } from '@lanehub/solvers/vrp/readers';
import Papa from 'papaparse';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { locodeCoordinates } from '../../kernel/locode-coordinates';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { loggedWrite } from '../../platform/events/record-event';
import type { JobHandler, JobRunner } from '../../platform/jobs/job-runner';
import { runInWorker, workerModule } from '../../platform/jobs/worker-threads';
import type { Tenant } from '../../platform/tenancy';
import * as q from './ai.queries';
import { newSharedState, readProgressSlots, requestStop } from './ai-session.shared';

// AI sessions (issue 18): create (the input from the company's orders or an uploaded CSV), list, get,
// stop, delete, result. A session runs as a job whose handler runs the model in a worker thread;
// docs/ai.md has the design of progress and Stop.

export const AI_SESSION_JOB = 'ai.session';
const WORKER = workerModule(import.meta.url, './ai-session.worker.ts', 'ai-session');
/** A session's hard time limit: the model stops itself with its best answer at this point. */
export const AI_SESSION_TIME_LIMIT_MS = 10 * 60 * 1000;

type SeriesPoint = { t: string; value: number };
/** The job's input: the session and the model's input (a series, a demo instance, a routing file). */
type SessionJobInput = { sessionId: string; input: unknown };
type SeriesSource = z.infer<typeof ZAiOrdersSource> | z.infer<typeof ZAiCsvSource>;

/** Zod issues as field errors under a prefix (`params.timeLimitSeconds`, `input.size`). */
const fieldErrorsOf = (issues: readonly { path: PropertyKey[]; message: string }[], prefix: string) => {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    fieldErrors[[prefix, ...issue.path.map(String)].join('.')] ??= issue.message;
  }
  return fieldErrors;
};

/** Stop flags of the sessions running in this process; a Stop from another process arrives through the row. */
const running = new Map<string, SharedArrayBuffer>();

/** 409 with the session's current state, as every lost transition answers. */
const conflict = (message: string, session: TAiSession) =>
  new AppError(409, 'CONFLICT', message, undefined, { current: session.status });

export const toSession = (row: q.AiSessionRow): TAiSession => ({
  id: row.id,
  model: row.model,
  name: row.name,
  status: row.status as TAiSessionStatus,
  params: row.params,
  inputSummary: row.inputSummary,
  progress: {
    iteration: row.progressIteration,
    objective: row.progressObjective,
    fraction: row.progressFraction,
    elapsedMs: row.elapsedMs,
  },
  error: row.error,
  hasResult: row.result !== null,
  createdAt: row.createdAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

const DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?/;

/** `date,value` rows of a CSV (a header row, blank lines and `#` comments are skipped), as a series. */
export const parseSeriesCsv = (content: string, frequency: 'month' | 'week'): SeriesPoint[] => {
  const parsed = Papa.parse<string[]>(content.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy', comments: '#' });
  const rows = parsed.data.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (rows.length === 0 || rows.some((row) => row.length < 2)) {
    throw badRequest(AI_MSG.csvFormat, { file: AI_MSG.csvFormat });
  }
  const start = DATE.test(rows[0]?.[0]?.trim() ?? '') ? 0 : 1;
  const byPeriod = new Map<string, number>();
  rows.slice(start).forEach((row, i) => {
    const line = i + start + 1;
    const [rawDate = '', rawValue = ''] = row.map((cell) => cell.trim());
    const match = rawDate.match(DATE);
    const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1))) : null;
    if (!match || !day || Number.isNaN(day.getTime()) || day.getUTCMonth() !== Number(match[2]) - 1) {
      const message = AI_MSG.csvDate(line, rawDate);
      throw badRequest(message, { file: message });
    }
    const value = Number(rawValue.replace(/,/g, ''));
    if (rawValue === '' || !Number.isFinite(value)) {
      const message = AI_MSG.csvValue(line, rawValue);
      throw badRequest(message, { file: message });
    }
    let key: string;
    if (frequency === 'month') {
      key = day.toISOString().slice(0, 7);
    } else {
      // The ISO week's Monday.
      day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
      key = day.toISOString().slice(0, 10);
    }
    byPeriod.set(key, (byPeriod.get(key) ?? 0) + value);
  });
  return fillPeriods(
    [...byPeriod.entries()].map(([t, value]) => ({ t, value })),
    frequency,
  );
};

const nextKey = (t: string, frequency: 'month' | 'week') => {
  if (frequency === 'month') {
    const [y, m] = t.split('-').map(Number) as [number, number];
    return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }
  const day = new Date(`${t}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7);
  return day.toISOString().slice(0, 10);
};

/** The periods in order with the missing ones as zero (a lane with no order that month had zero). */
export const fillPeriods = (points: SeriesPoint[], frequency: 'month' | 'week'): SeriesPoint[] => {
  const sorted = [...points].sort((a, b) => a.t.localeCompare(b.t));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) {
    return [];
  }
  const values = new Map(sorted.map((p) => [p.t, p.value]));
  const out: SeriesPoint[] = [];
  for (let t = first.t; t <= last.t && out.length <= 5000; t = nextKey(t, frequency)) {
    out.push({ t, value: values.get(t) ?? 0 });
  }
  return out;
};

const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** A location's coordinates: its own latitude and longitude, else its code's when that is a UN/LOCODE in the list, else none. */
export const locatedRow = (row: Awaited<ReturnType<typeof q.companyLocations>>[number]): TAiLocation => {
  const { latitude, longitude, ...rest } = row;
  if (latitude !== null && longitude !== null) {
    return { ...rest, lat: latitude, lon: longitude, coordinatesFrom: 'location' };
  }
  const code = row.code?.trim().toUpperCase() ?? '';
  const found = LOCODE.test(code) ? locodeCoordinates(code) : null;
  return {
    ...rest,
    lat: found?.latitude ?? null,
    lon: found?.longitude ?? null,
    coordinatesFrom: found ? 'locode' : null,
  };
};

const DAY_MINUTES = 24 * 60;

export const createAiService = ({ db, jobs }: { db: Db; jobs: JobRunner }) => {
  const read = async (tenant: Tenant, id: string) => {
    const row = await q.getSession(db, tenant, id);
    if (!row) {
      throw notFound(AI_MSG.notFound);
    }
    return row;
  };

  const seriesOf = async (tenant: Tenant, input: SeriesSource) => {
    if (input.source === 'csv') {
      if (input.content.includes('\u0000')) {
        throw badRequest(AI_MSG.csvFile, { file: AI_MSG.csvFile });
      }
      return {
        label: input.fileName,
        frequency: input.frequency,
        points: parseSeriesCsv(input.content, input.frequency),
      };
    }
    const counts = await q.laneCounts(db, tenant, input);
    if (counts.length === 0) {
      throw badRequest(AI_MSG.noOrders, { origin: AI_MSG.noOrders });
    }
    const points = fillPeriods(
      counts.map((c) => ({ t: input.frequency === 'month' ? c.period.slice(0, 7) : c.period, value: c.orders })),
      input.frequency,
    );
    return { label: `${input.origin} → ${input.destination}`, frequency: input.frequency, points };
  };

  const locations = async (tenant: Tenant) => (await q.companyLocations(db, tenant)).map(locatedRow);

  /** A routing instance on the company's locations (read through the tenancy scope): depot and stops. */
  const routingOf = async (tenant: Tenant, input: z.infer<typeof ZAiLocationsSource>) => {
    const all = await locations(tenant);
    const byId = new Map(all.map((l) => [l.id, l]));
    const depot = byId.get(input.depotId);
    if (!depot) {
      throw badRequest(AI_MSG.locationNotFound, { 'input.depotId': AI_MSG.locationNotFound });
    }
    const fieldErrors: Record<string, string> = {};
    if (depot.lat === null || depot.lon === null) {
      fieldErrors['input.depotId'] = AI_MSG.noCoordinates(depot.name);
    }
    const chosen =
      input.stops === 'all'
        ? all
            .filter((l) => l.id !== depot.id)
            .map((l) => ({
              locationId: l.id,
              demand: input.demand,
              readyMinutes: 0,
              dueMinutes: 7 * DAY_MINUTES,
              serviceMinutes: 0,
            }))
        : input.stops;
    // With `all`, a location without coordinates is left out and named in the summary; chosen by hand, it is refused on its row.
    const skipped: { id: string; name: string }[] = [];
    const stops: { location: TAiLocation; stop: (typeof chosen)[number] }[] = [];
    chosen.forEach((stop, i) => {
      const location = byId.get(stop.locationId);
      if (!location) {
        fieldErrors[`input.stops.${i}.locationId`] = AI_MSG.locationNotFound;
      } else if (location.id === depot.id) {
        fieldErrors[`input.stops.${i}.locationId`] = AI_MSG.noStops;
      } else if (location.lat === null || location.lon === null) {
        if (input.stops === 'all') {
          skipped.push({ id: location.id, name: location.name });
        } else {
          fieldErrors[`input.stops.${i}.locationId`] = AI_MSG.noCoordinates(location.name);
        }
      } else {
        stops.push({ location, stop });
      }
    });
    const firstError = Object.values(fieldErrors)[0];
    if (firstError) {
      throw badRequest(firstError, fieldErrors);
    }
    if (stops.length === 0) {
      throw badRequest(AI_MSG.noStops, { 'input.stops': AI_MSG.noStops });
    }
    const node = (l: TAiLocation) => ({ name: l.name, lat: l.lat as number, lon: l.lon as number });
    return {
      modelInput: {
        format: 'locations' as const,
        name: depot.name,
        depot: { ...node(depot), demand: 0, readyMinutes: 0, dueMinutes: 7 * DAY_MINUTES, serviceMinutes: 0 },
        stops: stops.map(({ location, stop }) => ({
          ...node(location),
          demand: stop.demand,
          readyMinutes: stop.readyMinutes,
          dueMinutes: stop.dueMinutes,
          serviceMinutes: stop.serviceMinutes,
        })),
        capacity: input.capacity,
        vehicles: input.vehicles,
        speedKmh: input.speedKmh,
      },
      summary: {
        source: 'locations',
        label: `${depot.name} · ${stops.length} locations`,
        depotId: depot.id,
        depot: depot.name,
        customers: stops.length,
        vehicles: input.vehicles,
        capacity: input.capacity,
        skipped,
      },
    };
  };

  /** The model's input from the session's source, and the summary the session keeps of it. */
  const modelInputOf = async (
    tenant: Tenant,
    entry: ModelEntry,
    input: z.infer<typeof ZAiSessionInput>,
  ): Promise<{ modelInput: unknown; summary: Record<string, unknown> }> => {
    const kind: ModelInputKind = input.source === 'orders' || input.source === 'csv' ? 'series' : input.source;
    if (!entry.inputKinds.includes(kind)) {
      const message = AI_MSG.sourceNotOffered(entry.id);
      throw badRequest(message, { source: message });
    }
    if (input.source === 'demo') {
      const demo = demoParamsSchema(entry.demo).safeParse({ seed: input.seed, size: input.size });
      if (!demo.success) {
        throw badRequest(demo.error.issues[0]?.message ?? AI_MSG.csvFormat, fieldErrorsOf(demo.error.issues, 'input'));
      }
      const { seed, size } = demo.data;
      const sizeLabel =
        entry.demo.size && size !== undefined ? ` · ${size} ${entry.demo.size.label.toLowerCase()}` : '';
      return {
        modelInput: entry.demo.build(seed, size),
        summary: { source: 'demo', label: `Demo instance · seed ${seed}${sizeLabel}`, seed, size: size ?? null },
      };
    }
    if (input.source === 'locations') {
      return routingOf(tenant, input);
    }
    if (input.source === 'file') {
      if (input.content.includes('\u0000')) {
        throw badRequest(AI_MSG.vrpFile, { file: AI_MSG.vrpFile });
      }
      const format = /NODE_COORD_SECTION/i.test(input.content) ? 'cvrplib' : 'solomon';
      let customers: number;
      try {
        const inst = format === 'cvrplib' ? parseCvrplib(input.content) : parseSolomon(input.content);
        customers = inst.size - 1;
      } catch (error) {
        const message = AI_MSG.vrpFormat(error instanceof Error ? error.message : String(error));
        throw badRequest(message, { file: message });
      }
      return {
        modelInput: { format, text: input.content, ...(input.bestKnown ? { bestKnown: input.bestKnown } : {}) },
        summary: {
          source: 'file',
          label: input.fileName,
          fileName: input.fileName,
          format,
          customers,
          bestKnown: input.bestKnown ?? null,
        },
      };
    }
    const series = await seriesOf(tenant, input);
    if (series.points.length < 8) {
      const message = AI_MSG.tooShort(series.points.length);
      throw badRequest(message, { [input.source === 'csv' ? 'file' : 'origin']: message });
    }
    return {
      modelInput: series,
      summary: {
        source: input.source,
        label: series.label,
        frequency: series.frequency,
        periods: series.points.length,
        from: series.points[0]?.t ?? null,
        to: series.points[series.points.length - 1]?.t ?? null,
        ...(input.source === 'orders'
          ? { origin: input.origin, destination: input.destination }
          : { fileName: input.fileName }),
      },
    };
  };

  /** The session job: runs the model in a worker thread, stores progress as it comes and the result at the end. */
  const runSession: JobHandler<SessionJobInput> = async (ctx) => {
    const { sessionId, input } = ctx.input;
    const tenant = ctx.tenant;
    const started = await q.transition(db, tenant, sessionId, ['queued', 'running', 'stopping'], {
      startedAt: new Date(),
    });
    if (!started) {
      // Deleted meanwhile, or already ended (a second delivery).
      await ctx.finish(async () => ({ result: { sessionId, skipped: true } }));
      return;
    }
    if (started.status === 'queued') {
      await q.transition(db, tenant, sessionId, ['queued'], { status: 'running' });
    }
    const shared = newSharedState();
    if (started.status === 'stopping') {
      requestStop(shared);
    }
    running.set(sessionId, shared);
    let result: SolverResult | null = null;
    let failure: string | null = null;
    try {
      result = await runInWorker<SolverResult>(
        WORKER,
        { model: started.model, input, params: started.params, shared, timeLimitMs: AI_SESSION_TIME_LIMIT_MS },
        {
          onProgress: async () => {
            const p = readProgressSlots(shared);
            const status = await q.writeProgress(db, tenant, sessionId, {
              progressIteration: p.iteration,
              progressObjective: p.objective,
              progressFraction: p.fraction,
              elapsedMs: p.elapsedMs,
            });
            // A Stop made through another process reaches this one through the row.
            if (status === 'stopping' || status === undefined) {
              requestStop(shared);
            }
            await ctx.progress(p.iteration, 0, Math.round((p.fraction ?? 0) * 100));
          },
        },
      ).result;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    } finally {
      running.delete(sessionId);
    }
    const finalProgress = readProgressSlots(shared);
    await ctx.finish(async (tx) => {
      const status: TAiSessionStatus = failure ? 'failed' : result?.status === 'stopped' ? 'stopped' : 'completed';
      const ended = await loggedWrite(
        tx as Db,
        { companyId: tenant.companyId, userId: null },
        { aggregateType: 'ai-session', type: `ai-session.${status}` },
        async (inner) => {
          const row = await q.transition(inner, tenant, sessionId, ['running', 'stopping'], {
            status,
            result: result as Record<string, unknown> | null,
            error: failure,
            finishedAt: new Date(),
            progressIteration: finalProgress.iteration,
            progressObjective: result?.objective ?? finalProgress.objective,
            progressFraction: failure ? finalProgress.fraction : 1,
            elapsedMs: finalProgress.elapsedMs,
          });
          return {
            result: row,
            aggregateId: row?.id ?? null,
            before: { status: started.status === 'queued' ? 'running' : started.status },
            after: { status, objective: result?.objective ?? null, error: failure },
          };
        },
      );
      return { result: { sessionId, status: ended?.status ?? 'deleted' } };
    });
  };

  return {
    runSession,

    models: () =>
      Object.values(MODEL_REGISTRY).map((entry) => ({
        id: entry.id,
        label: entry.label,
        description: entry.description,
        inputKinds: entry.inputKinds,
        defaults: entry.model.paramsSchema.parse({}) as Record<string, unknown>,
        fields: paramFields(entry),
        demoSize: entry.demo.size ?? null,
      })),

    lanes: (tenant: Tenant) => q.lanes(db, tenant),

    locations,

    list: async (tenant: Tenant, params: { model?: string | undefined; skip: number; limit: number }) => {
      const { rows, total } = await q.listSessions(db, tenant, params);
      return { rows: rows.map(toSession), total };
    },

    get: async (tenant: Tenant, id: string) => toSession(await read(tenant, id)),

    result: async (tenant: Tenant, id: string) => {
      const row = await read(tenant, id);
      if (!row.result) {
        throw conflict(AI_MSG.noResult, toSession(row));
      }
      return row.result as SolverResult;
    },

    create: async (tenant: Tenant, body: z.infer<typeof ZAiSessionCreate>) => {
      const entry = modelEntry(body.model);
      if (!entry) {
        throw notFound(AI_MSG.modelNotFound);
      }
      const params = entry.model.paramsSchema.safeParse(body.params);
      if (!params.success) {
        throw badRequest(
          params.error.issues[0]?.message ?? AI_MSG.csvFormat,
          fieldErrorsOf(params.error.issues, 'params'),
        );
      }
      const { modelInput, summary: inputSummary } = await modelInputOf(tenant, entry, body.input);
      const input = entry.model.inputSchema.safeParse(modelInput);
      if (!input.success) {
        const message = input.error.issues[0]?.message ?? AI_MSG.csvFormat;
        throw badRequest(message, { file: message });
      }
      const name = body.name || `${entry.label} · ${String(inputSummary.label)}`;
      const row = await loggedWrite(
        db,
        tenant,
        { aggregateType: 'ai-session', type: 'ai-session.created' },
        async (tx) => {
          const created = await q.insertSession(tx, tenant, {
            model: entry.id,
            name,
            params: params.data as Record<string, unknown>,
            inputSummary,
          });
          return {
            result: created,
            aggregateId: created.id,
            after: { model: created.model, name, status: created.status, params: created.params, inputSummary },
          };
        },
      );
      try {
        const job = await jobs.enqueue(tenant, {
          kind: AI_SESSION_JOB,
          input: { sessionId: row.id, input: modelInput } satisfies SessionJobInput,
          total: 0,
        });
        await q.setJob(db, tenant, row.id, job.id);
      } catch (error) {
        await q.transition(db, tenant, row.id, ['queued'], {
          status: 'failed',
          error: 'The session could not be queued',
        });
        throw error;
      }
      return toSession(await read(tenant, row.id));
    },

    stop: async (tenant: Tenant, id: string) => {
      const stopped = await loggedWrite(
        db,
        tenant,
        { aggregateType: 'ai-session', type: 'ai-session.stop-requested' },
        async (tx) => {
          const row = await q.transition(tx, tenant, id, ['queued', 'running'], { status: 'stopping' });
          return {
            result: row,
            aggregateId: row?.id ?? null,
            before: row ? { status: 'running' } : null,
            after: row ? { status: 'stopping' } : null,
          };
        },
      );
      if (!stopped) {
        const current = toSession(await read(tenant, id));
        throw conflict(AI_MSG.notRunning, current);
      }
      const shared = running.get(id);
      if (shared) {
        requestStop(shared);
      }
      return toSession(stopped);
    },

    remove: async (tenant: Tenant, id: string) => {
      const ended = ['completed', 'stopped', 'failed'] as const;
      const removed = await loggedWrite(
        db,
        tenant,
        { aggregateType: 'ai-session', type: 'ai-session.deleted' },
        async (tx) => {
          const row = await q.deleteSession(tx, tenant, id, ended);
          return {
            result: row,
            aggregateId: row?.id ?? null,
            before: row ? { model: row.model, name: row.name, status: row.status } : null,
            after: null,
          };
        },
      );
      if (!removed) {
        const current = toSession(await read(tenant, id));
        throw conflict(AI_ACTIVE_STATUSES.includes(current.status) ? AI_MSG.stillRunning : AI_MSG.notFound, current);
      }
      return removed;
    },
  };
};

export type AiService = ReturnType<typeof createAiService>;
