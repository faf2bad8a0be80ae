import { API_KEY_HEADER, can, isPermissionString, MSG } from '@lanehub/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/client';
import type { AuthCache } from './auth-cache';
import { forbidden, unauthorized } from './errors';
import { loadAuthContext } from './session.queries';
import type { TokenService } from './tokens';

// Every route declares who may call it (DESIGN.md §5). The server refuses to start when one does not.
export type RouteAccess =
  | { kind: 'public' }
  /** Any signed-in user, with or without a company. */
  | { kind: 'authenticated' }
  /** A signed-in user of a company, holding the permission for the session's account. */
  | { kind: 'permission'; permission: string }
  /** Platform administrators only. */
  | { kind: 'systemAdmin' }
  /**
   * The admin area across companies (spec 01 §6: adminMgt.*): reads and changes any company's rows by
   * design, so only system administrators pass. The permission names the admin entry (the menu shows
   * it with the same string); a company policy granting it is not enough, because any company
   * administrator can write their own company's policies. The cross-tenant test asserts a 403 for
   * everybody else. See docs/admin.md.
   */
  | { kind: 'admin'; permission: string }
  /** A company administrator (role 'admin') of the caller's company, or a system administrator. */
  | { kind: 'companyAdmin' };

export const access = {
  public: { kind: 'public' } as const,
  authenticated: { kind: 'authenticated' } as const,
  systemAdmin: { kind: 'systemAdmin' } as const,
  companyAdmin: { kind: 'companyAdmin' } as const,
  permission: (permission: string): RouteAccess => {
    if (!isPermissionString(permission)) {
      throw new Error(`Malformed permission string '${permission}'`);
    }
    return { kind: 'permission', permission };
  },
  admin: (permission: string): RouteAccess => {
    if (!isPermissionString(permission) || !permission.startsWith('adminMgt.')) {
      throw new Error(`Admin routes declare an adminMgt permission, not '${permission}'`);
    }
    return { kind: 'admin', permission };
  },
};

export type AuthContext = {
  userId: string;
  sessionId: string;
  email: string;
  companyId: string | null;
  accountId: string | null;
  role: string;
  isSystemAdmin: boolean;
  permissions: string[];
  /**
   * False while the user's company is not confirmed: a self-sign-up or vendor request not approved
   * (`approval_status` 'requested'), a declined request, or a sourcing company whose e-mail is not
   * verified (`pending_status`). True for users without a company.
   */
  companyConfirmed: boolean;
};

export type RouteEntry = {
  method: string;
  url: string;
  access: RouteAccess;
  example?: RouteExample;
  exposes?: RouteExposure;
  confirmationFlow?: true;
  /** The route's params and body schemas, whose id fields say which table they name (refersTo). */
  schema?: { params?: unknown; body?: unknown };
};
/** A valid request body for routes that write, used by the generated cross-tenant test. */
export type RouteExample = { body?: unknown };
/**
 * What a route deliberately shows of other companies. 'public-profile': a company's public profile
 * (its id, legal name, logo, types, segments, address) for search and the partner network; never its
 * private rows. The cross-tenant test allows exactly that and nothing more. 'parties': records shared
 * with the companies named on them (platform/sharing.ts): a company that is not a party sees nothing,
 * which the cross-tenant test checks like any other route.
 */
export type RouteExposure = 'public-profile' | 'parties';
/**
 * `confirmationFlow: true` on a signed-in route: users of a company that is not confirmed yet may call
 * it, because the confirmation screens need it (the profile). Every other signed-in route refuses them
 * with 403 COMPANY_PENDING (docs/api.md, "Companies not confirmed yet").
 */
type RouteConfig = { access?: RouteAccess; example?: RouteExample; exposes?: RouteExposure; confirmationFlow?: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    example?: RouteExample;
    exposes?: RouteExposure;
    confirmationFlow?: true;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

// Routes owned by plugins we do not write (the OpenAPI UI) are declared public here, by prefix.
const PLUGIN_PUBLIC_PREFIXES = ['/api/docs'];
// Calls that need no API key: probes and the documentation.
const API_KEY_EXEMPT_PREFIXES = ['/api/health', '/api/docs'];

// API replies are JSON for one caller: never sniffed as another type, never cached by proxies.
const API_HEADERS = { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' } as const;

const bearerOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) {
    return null;
  }
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

export const registerAccessControl = (
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenService; apiKeys: readonly string[]; authCache?: AuthCache },
) => {
  app.decorate('routeTable', [] as RouteEntry[]);
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    const url = route.url;
    const config = (route.config ?? {}) as RouteConfig;
    if (!config.access && PLUGIN_PUBLIC_PREFIXES.some((p) => url.startsWith(p))) {
      route.config = { ...config, access: access.public };
    } else if (!config.access) {
      throw new Error(
        `Route ${String(route.method)} ${url} declares no access (public, authenticated or a permission)`,
      );
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') {
        continue;
      }
      app.routeTable.push({
        method,
        url,
        access: (route.config as { access: RouteAccess }).access,
        example: config.example,
        exposes: config.exposes,
        schema: { params: route.schema?.params, body: route.schema?.body },
        ...(config.confirmationFlow ? { confirmationFlow: true as const } : {}),
      });
    }
  });

  const apiKeys = new Set(deps.apiKeys);

  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/')) {
      reply.headers(API_HEADERS);
    }
    if (url.startsWith('/api/') && !API_KEY_EXEMPT_PREFIXES.some((p) => url.startsWith(p))) {
      const key = request.headers[API_KEY_HEADER];
      if (typeof key !== 'string' || !apiKeys.has(key)) {
        throw unauthorized(MSG.invalidApiKey, 'API_KEY_INVALID');
      }
    }
    const declared = request.routeOptions.config?.access;
    if (!declared || declared.kind === 'public') {
      return;
    }
    const token = bearerOf(request);
    if (!token) {
      throw unauthorized();
    }
    const claims = await deps.tokens.verify(token);
    const auth = await loadAuthContext(deps.db, claims.sid, claims.sub, deps.authCache);
    if (!auth) {
      throw unauthorized(MSG.sessionExpired, 'SESSION_ENDED');
    }
    request.auth = auth;
    // The approval gate (issue 11): until its company is confirmed, a user reaches only the routes of
    // the confirmation flow. Checked before the kind, so every other route gives the same answer.
    if (!auth.companyConfirmed && !auth.isSystemAdmin && !request.routeOptions.config?.confirmationFlow) {
      throw forbidden(MSG.companyPending, 'COMPANY_PENDING');
    }
    if ((declared.kind === 'systemAdmin' || declared.kind === 'admin') && !auth.isSystemAdmin) {
      throw forbidden();
    }
    if (declared.kind === 'companyAdmin') {
      if (!auth.companyId) {
        throw forbidden(MSG.noCompany, 'NO_COMPANY');
      }
      if (auth.role !== 'admin' && !auth.isSystemAdmin) {
        throw forbidden();
      }
    }
    if (declared.kind === 'permission') {
      if (!auth.companyId) {
        throw forbidden(MSG.noCompany, 'NO_COMPANY');
      }
      if (!can(auth, declared.permission)) {
        throw forbidden();
      }
    }
  });

  // The session check cache (platform/auth-cache.ts) is "at once" in the process that writes: any
  // request that may have written (every method but GET, HEAD and OPTIONS) empties this process's
  // cache before its reply leaves, so the writer's next request reads the committed rows. Other
  // processes learn of the change by NOTIFY. Loads that started before are refused by the cache's
  // generation check.
  const cache = deps.authCache;
  if (cache) {
    app.addHook('onSend', async (request) => {
      const method = request.method;
      if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
        cache.flush();
      }
    });
  }
};

/** The caller of a route declared authenticated, permission, systemAdmin or admin (set by the hook above). */
export const authOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) {
    throw unauthorized();
  }
  return request.auth;
};
