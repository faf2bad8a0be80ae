import { z } from 'zod';
import { defineMessages, withParams } from '../../constants/message-registry';
import { refersTo } from '../../validation/reference';

// The AI area's sessions (issue 18, spec 02 §7.14 'AI sessions and optimisation solvers … paths not
// shown'): a session runs one planning model of packages/solvers' registry as a job, keeps its live
// progress and its result. Imported by subpath (`@lanehub/shared/features/ai/ai.contract`).

export const AI_MSG = defineMessages('ai.messages', {
  created: withParams('Session {{name}} has started', (name: string) => ({ name })),
  stopping: 'The session is stopping; it keeps its best answer so far',
  deleted: withParams('Session {{name}} has been deleted', (name: string) => ({ name })),
  notFound: 'Session not found',
  modelNotFound: 'Model not found',
  notRunning: 'The session is not running',
  stillRunning: 'Stop the session before deleting it',
  noResult: 'The session has no result yet',
  tableNotFound: 'The result has no such table',
  // The spec's words for a CSV that does not fit (spec 02 §8 'CSV format').
  csvFormat: 'File .csv must follow formatted form',
  csvDate: withParams('Row {{row}}: {{value}} is not a date (YYYY-MM or YYYY-MM-DD)', (row: number, value: string) => ({
    row,
    value,
  })),
  csvValue: withParams('Row {{row}}: {{value}} is not a number', (row: number, value: string) => ({ row, value })),
  csvFile: 'Choose a .csv file of UTF-8 text',
  tooShort: withParams('The series has {{count}} periods; the model needs at least 8', (count: number) => ({ count })),
  laneRequired: 'Choose a lane',
  sourceNotOffered: withParams('The model {{model}} does not take this input', (model: string) => ({ model })),
  vrpFile: 'Choose a Solomon (.txt) or CVRPLIB (.vrp) instance file of text',
  vrpFormat: withParams('The file is not a routing instance: {{reason}}', (reason: string) => ({ reason })),
  noOrders: 'No orders on this lane',
  depotRequired: 'Choose the depot',
  noStops: 'Choose at least one customer location other than the depot',
  locationNotFound: 'Location not found',
  noCoordinates: withParams(
    '{{name}} has no coordinates (no latitude and longitude, no UN/LOCODE with coordinates)',
    (name: string) => ({
      name,
    }),
  ),
  windowOrder: 'The time window closes before it opens',
});

export const AI_SESSION_STATUSES = ['queued', 'running', 'stopping', 'completed', 'stopped', 'failed'] as const;
export type TAiSessionStatus = (typeof AI_SESSION_STATUSES)[number];
/** A session still working: it can be stopped, not deleted. */
export const AI_ACTIVE_STATUSES: readonly TAiSessionStatus[] = ['queued', 'running', 'stopping'];

/** `:id` of the session routes: a row of ai_sessions. */
export const ZAiSessionParams = z.object({ id: refersTo(z.uuid(), 'ai_sessions') });

export const AI_CSV_MAX_BYTES = 1024 * 1024;
export const AI_SESSION_PAGE_LIMIT = 100;

export const ZAiModel = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  inputKinds: z.array(z.string()),
  /** The parameters with their defaults (`paramsSchema.parse({})`). */
  defaults: z.record(z.string(), z.unknown()),
  /** The parameter form, derived from the model's `paramsSchema`. */
  fields: z.array(
    z.object({
      name: z.string(),
      type: z.enum(['number', 'integer', 'boolean', 'select']),
      default: z.unknown(),
      min: z.number().optional(),
      max: z.number().optional(),
      options: z.array(z.string()).optional(),
      optional: z.boolean().optional(),
    }),
  ),
  /** What the demo instance's size counts, with its bounds; null when the generator has no size. */
  demoSize: z.object({ label: z.string(), min: z.number(), max: z.number(), default: z.number() }).nullable(),
});
export type TAiModel = z.infer<typeof ZAiModel>;

/** A series from the company's orders: orders per lane (origin → destination) per week or month. */
export const ZAiOrdersSource = z.object({
  source: z.literal('orders'),
  origin: z.string().trim().min(1, { error: AI_MSG.laneRequired }).max(200),
  destination: z.string().trim().min(1, { error: AI_MSG.laneRequired }).max(200),
  frequency: z.enum(['month', 'week']),
});
/** A series from an uploaded CSV of `date,value` rows (a header row is allowed). */
export const ZAiCsvSource = z.object({
  source: z.literal('csv'),
  fileName: z
    .string()
    .trim()
    .max(255)
    .refine((name) => name.toLowerCase().endsWith('.csv'), { error: AI_MSG.csvFile }),
  content: z.string().max(AI_CSV_MAX_BYTES, { error: AI_MSG.csvFile }),
  frequency: z.enum(['month', 'week']),
});
/** The model's seeded demo instance (every model): same seed and size, same instance. */
export const ZAiDemoSource = z.object({
  source: z.literal('demo'),
  seed: z.number().int().min(0).max(1_000_000).default(1),
  /** Customers, orders, containers, weeks or months, where the model's generator has a size. */
  size: z.number().int().min(1).max(10_000).optional(),
});
/** An uploaded routing instance (Solomon VRPTW or CVRPLIB text) for the VRP models. */
export const ZAiFileSource = z.object({
  source: z.literal('file'),
  fileName: z
    .string()
    .trim()
    .max(255)
    .refine((name) => /\.(txt|vrp)$/i.test(name), { error: AI_MSG.vrpFile }),
  content: z.string().min(1, { error: AI_MSG.vrpFile }).max(AI_CSV_MAX_BYTES, { error: AI_MSG.vrpFile }),
  /** The instance's best-known distance, for the gap KPI. */
  bestKnown: z.number().positive().optional(),
});
/** Minutes from the start of the planning day (up to a week). */
const minutes = z
  .number()
  .int()
  .min(0)
  .max(7 * 24 * 60);
/** One customer stop of a routing on the company's locations, with its defaults. */
export const ZAiLocationStop = z
  .object({
    // Checked against the caller's own locations by the service (ai.inputs.routes.test.ts); not `refersTo`,
    // whose generated probe injects it into the other sources of this union, which ignore it.
    locationId: z.uuid(),
    /** Units of the vehicle capacity. */
    demand: z.number().min(0).max(1_000_000).default(1),
    readyMinutes: minutes.default(0),
    dueMinutes: minutes.default(7 * 24 * 60),
    serviceMinutes: minutes.default(0),
  })
  .refine((stop) => stop.readyMinutes <= stop.dueMinutes, { error: AI_MSG.windowOrder, path: ['dueMinutes'] });
/** A routing on the company's locations (sgvrp, acs): a depot and the customers, or all the others. */
export const ZAiLocationsSource = z.object({
  source: z.literal('locations'),
  depotId: z.uuid({ error: AI_MSG.depotRequired }),
  /** The customers with their demand and window; `all` routes every other location with the defaults. */
  stops: z.union([z.literal('all'), z.array(ZAiLocationStop).min(1, { error: AI_MSG.noStops }).max(500)]),
  /** Defaults of the stops given as `all` (or without their own). */
  demand: z.number().min(0).max(1_000_000).default(1),
  vehicles: z.number().int().min(1).max(500).default(5),
  capacity: z.number().positive().max(1_000_000).default(40),
  speedKmh: z.number().positive().max(200).default(60),
});
export const ZAiSessionInput = z.discriminatedUnion('source', [
  ZAiOrdersSource,
  ZAiCsvSource,
  ZAiDemoSource,
  ZAiFileSource,
  ZAiLocationsSource,
]);
/** The inputs of a sarima series (demand planning takes only these). */
export const ZAiSeriesInput = z.discriminatedUnion('source', [ZAiOrdersSource, ZAiCsvSource]);

export const ZAiSessionCreate = z.object({
  model: z.string().min(1).max(60),
  name: z.string().trim().max(120).optional(),
  input: ZAiSessionInput,
  params: z.record(z.string(), z.unknown()).default({}),
});
export type TAiSessionCreate = z.input<typeof ZAiSessionCreate>;

export const ZAiProgress = z.object({
  iteration: z.number().int(),
  objective: z.number().nullable(),
  fraction: z.number().nullable(),
  elapsedMs: z.number().int(),
});

export const ZAiSession = z.object({
  id: z.uuid(),
  model: z.string(),
  name: z.string(),
  status: z.enum(AI_SESSION_STATUSES),
  params: z.record(z.string(), z.unknown()),
  inputSummary: z.record(z.string(), z.unknown()),
  progress: ZAiProgress,
  error: z.string().nullable(),
  hasResult: z.boolean(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type TAiSession = z.infer<typeof ZAiSession>;

export const ZAiSessionListQuery = z.object({
  model: z.string().max(60).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(AI_SESSION_PAGE_LIMIT).default(20),
});

export const ZAiLane = z.object({ origin: z.string(), destination: z.string(), orders: z.number().int() });
export type TAiLane = z.infer<typeof ZAiLane>;

/** A company location as a routing stop: its coordinates and where they come from, or why it has none. */
export const ZAiLocation = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.string(),
  code: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  /** `location`: its own latitude and longitude; `locode`: its UN/LOCODE's in the list; null: none. */
  coordinatesFrom: z.enum(['location', 'locode']).nullable(),
});
export type TAiLocation = z.infer<typeof ZAiLocation>;

/** Demand planning (spec 02 §7.14 'GET and POST /{product}-core/demand/planning'). */
export const ZDemandPlanningCreate = z.object({
  /** The demand history: a lane's orders, or an uploaded series (a forecast made elsewhere, a customer's volumes). */
  input: ZAiSeriesInput,
  horizon: z.number().int().min(1).max(52).default(6),
});
export type TDemandPlanningCreate = z.input<typeof ZDemandPlanningCreate>;

/** A demand plan: the latest sarima forecast of one lane (or uploaded series) and frequency. */
export const ZDemandPlan = z.object({
  /** What is planned: the lane ('Shanghai → CAVAN') or the uploaded file's name. */
  label: z.string(),
  source: z.string(),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  frequency: z.string(),
  sessionId: z.uuid(),
  status: z.string(),
  createdAt: z.string(),
  model: z.string().nullable(),
  mape: z.number().nullable(),
  naiveMape: z.number().nullable(),
  forecast: z.array(z.object({ period: z.string(), forecast: z.number(), lower: z.number(), upper: z.number() })),
});
export type TDemandPlan = z.infer<typeof ZDemandPlan>;
