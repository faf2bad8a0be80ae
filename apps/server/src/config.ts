import os from 'node:os';
import path from 'node:path';
import { DEFAULT_WEB_API_KEY } from '@lanehub/shared';
import { z } from 'zod';

// Every environment variable the server reads, parsed once (DESIGN.md §2).
const ZEnv = z.object({
  // Production unless said otherwise: `npm start` and `npm run serve` set nothing (issue 11).
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  // Unset: loopback while the demo log-ins exist, every interface otherwise (features/demo/demo.bind.ts).
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().default('./data'),
  // Where uploaded files are kept (the local-disk file store); DATA_DIR/files by default.
  FILES_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres://' })
    .optional(),
  JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters' }).optional(),
  // Comma-separated client application keys accepted in the x-api-key header.
  API_KEYS: z.string().default(DEFAULT_WEB_API_KEY),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(12, { error: 'ADMIN_PASSWORD must be at least 12 characters' }).optional(),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // Behind a load balancer: trust X-Forwarded-For for client addresses (rate limits, logs).
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  // Mail (issue 4): SMTP when SMTP_URL is set (smtp://user:pass@host:587 or smtps://…), otherwise the
  // outbox table is the development mailbox at /dev/mailbox, readable by system administrators only.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'SMTP_URL must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().default('Lanehub <no-reply@lanehub.local>'),
  // The address users reach the web app at; links in e-mails start with it.
  PUBLIC_URL: z.string().url().optional(),
  // Sourcing log-in with loginSite 'storefront' leaves to this address with the tokens.
  STOREFRONT_URL: z.string().url().optional(),
  // Per-company import limits (issue 11): rows per file, rows per company in any 24 hours, and the
  // size above which a file is imported as a background job.
  IMPORT_MAX_ROWS: z.coerce.number().int().min(1).default(100_000),
  IMPORT_MAX_ROWS_PER_DAY: z.coerce.number().int().min(1).default(500_000),
  IMPORT_JOB_ROWS: z.coerce.number().int().min(0).default(2000),
  // Per-company request rate limit (issue 11): writes (POST/PUT/PATCH/DELETE) and imports or uploads a minute.
  COMPANY_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  COMPANY_IMPORTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  // GET /api/waybill (docs/orders-waybill.md): CMA CGM's API. The URL holds `{blNumber}`; the key is sent
  // in the header CMA_API_KEY_HEADER. Unset: the call answers 'Failed to fetch CMA data!'.
  CMA_WAYBILL_URL: z
    .string()
    .url()
    .refine((value) => value.includes('{blNumber}'), { error: 'CMA_WAYBILL_URL must contain {blNumber}' })
    .optional(),
  CMA_API_KEY: z.string().optional(),
  CMA_API_KEY_HEADER: z.string().default('KeyId'),
  // The per-process session check cache (docs/operations.md); PostgreSQL only.
  AUTH_CACHE: z.enum(['on', 'off']).default('on'),
  CMA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  /** HOST when set; null lets main.ts choose (loopback while the demo log-ins exist). */
  host: string | null;
  port: number;
  dataDir: string;
  /** Root of the local-disk file store (platform/files.ts). */
  filesDir: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  jwtSecret: string | null;
  apiKeys: string[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** delayBaseMs: the first wait of the progressive log-in delay (platform/login-guard.ts), 1 s unless a test sets it. */
  loginLimits: { perAccount: number; perAddress: number; windowMs: number; delayBaseMs?: number };
  bootstrapAdmin: { email: string; password: string } | null;
  seedDemo: boolean;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  webDist: string | null;
  trustProxy: boolean;
  /** devMailbox: no SMTP_URL, so GET /api/dev/mailbox exists (system administrators only). */
  mail: { smtpUrl: string | null; from: string; devMailbox: boolean };
  /** Origin for links in e-mails, without a trailing slash. */
  publicUrl: string;
  storefrontUrl: string | null;
  /** Per-company import limits and the job threshold (platform/jobs/import-limits.ts). */
  imports: { maxRows: number; maxRowsPerDay: number; jobRows: number };
  /** Writes and imports (uploads) per company and minute (platform/write-limit.ts). */
  writeLimits: { perMinute: number; importsPerMinute: number };
  /** CMA CGM's waybill API (GET /api/waybill); null when no URL and key are configured. */
  /** AUTH_CACHE: keep session checks per process, invalidated by NOTIFY (platform/auth-cache.ts). */
  authCache: boolean;
  cma: { waybillUrl: string; apiKey: string; apiKeyHeader: string; timeoutMs: number } | null;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  // An empty variable counts as unset (`DATABASE_URL= npm start` means the embedded database).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const database: Config['database'] = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') };
  const bootstrapAdmin =
    e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : null;
  return {
    env: e.NODE_ENV,
    host: e.HOST ?? null,
    port: e.PORT,
    dataDir,
    // Test runs keep their uploads out of the data directory of a development server.
    filesDir: e.FILES_DIR
      ? path.resolve(e.FILES_DIR)
      : e.NODE_ENV === 'test'
        ? path.join(os.tmpdir(), 'lanehub-test-files')
        : path.join(dataDir, 'files'),
    database,
    jwtSecret: e.JWT_SECRET ?? null,
    apiKeys: e.API_KEYS.split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    loginLimits: {
      perAccount: e.LOGIN_MAX_PER_ACCOUNT,
      perAddress: e.LOGIN_MAX_PER_ADDRESS,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    },
    bootstrapAdmin,
    // Demo data only ever goes into the embedded database (issue 2: a PostgreSQL deployment starts empty).
    seedDemo: e.SEED_DEMO === 'true' || (e.SEED_DEMO === 'auto' && database.kind === 'pglite'),
    logLevel: e.LOG_LEVEL,
    authCache: e.AUTH_CACHE === 'on',
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : null,
    trustProxy: e.TRUST_PROXY === 'true',
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM, devMailbox: !e.SMTP_URL },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    storefrontUrl: e.STOREFRONT_URL ?? null,
    imports: { maxRows: e.IMPORT_MAX_ROWS, maxRowsPerDay: e.IMPORT_MAX_ROWS_PER_DAY, jobRows: e.IMPORT_JOB_ROWS },
    writeLimits: { perMinute: e.COMPANY_WRITES_PER_MINUTE, importsPerMinute: e.COMPANY_IMPORTS_PER_MINUTE },
    cma:
      e.CMA_WAYBILL_URL && e.CMA_API_KEY
        ? {
            waybillUrl: e.CMA_WAYBILL_URL,
            apiKey: e.CMA_API_KEY,
            apiKeyHeader: e.CMA_API_KEY_HEADER,
            timeoutMs: e.CMA_TIMEOUT_MS,
          }
        : null,
  };
};
