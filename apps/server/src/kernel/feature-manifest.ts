import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { FileStorage } from '../platform/files';
import type { JobRunner } from '../platform/jobs/job-runner';
import type { LoginGuard } from '../platform/login-guard';
import type { RateLimiter } from '../platform/rate-limiter';
import type { TokenService } from '../platform/tokens';
import type { ResourceRulesMap } from '../resources/resource-rules';
import type { FigureDefinition } from './dashboard-figure';
import type { DemoSeed } from './demo-seed';
import type { PasswordSignIn } from './sign-in';

// What a server feature brings to the app, declared in its `features/<name>/<name>.manifest.ts`.
// scripts/collect-manifests.mjs lists every manifest in `features.generated.ts`; app.ts registers
// them, the dashboard shows every feature's figures, the demo set runs every feature's seed. So a new
// feature writes its manifest and edits no hub file (app.ts, demo-seeds.ts).

/** What app composition hands every feature: the database, configuration and platform services. */
export type FeatureContext = {
  database: Database;
  db: Db;
  config: Config;
  tokens: TokenService;
  jobs: JobRunner;
  files: FileStorage;
  limiter: RateLimiter;
  loginGuard: LoginGuard;
  /** Password log-in (the auth feature's service), for features that sign people in. */
  signIn: PasswordSignIn;
  /** Every feature's dashboard figures (the dashboard feature shows them). */
  figures: readonly FigureDefinition[];
};

export type FeatureManifest = {
  /** The feature's folder name. */
  name: string;
  /** Registration order, lower first (default 100); the route table and API document follow it. */
  order?: number;
  /** Registers the feature's routes (and the kinds of job it runs, before the workers start). */
  register?: (app: FastifyInstance, context: FeatureContext) => Promise<void>;
  /** Figures the feature adds to the dashboards. */
  dashboardFigures?: readonly FigureDefinition[];
  /** The feature's demo rows, and when they run among the others (lower first, default 100). */
  demoSeed?: DemoSeed;
  demoOrder?: number;
  /** Server rules of registry resources the feature owns, by resource name. */
  resourceRules?: ResourceRulesMap;
};

const byOrder = (a: FeatureManifest, b: FeatureManifest) =>
  (a.order ?? 100) - (b.order ?? 100) || a.name.localeCompare(b.name);

export const inRegistrationOrder = (manifests: readonly FeatureManifest[]) => [...manifests].sort(byOrder);

/** The demo seeds of the manifests, in the order they run. */
export const demoSeedsOf = (manifests: readonly FeatureManifest[]): DemoSeed[] =>
  [...manifests]
    .filter((m) => m.demoSeed)
    .sort((a, b) => (a.demoOrder ?? 100) - (b.demoOrder ?? 100) || a.name.localeCompare(b.name))
    .map((m) => m.demoSeed as DemoSeed);

export const figuresOf = (manifests: readonly FeatureManifest[]): FigureDefinition[] =>
  inRegistrationOrder(manifests).flatMap((m) => m.dashboardFigures ?? []);

export const resourceRulesOf = (manifests: readonly FeatureManifest[]): ResourceRulesMap => {
  const rules: Record<string, NonNullable<ResourceRulesMap[string]>> = {};
  for (const manifest of manifests) {
    for (const [resource, rule] of Object.entries(manifest.resourceRules ?? {})) {
      if (rules[resource]) {
        throw new Error(`Two features declare rules for the resource '${resource}'`);
      }
      rules[resource] = rule;
    }
  }
  return rules;
};
