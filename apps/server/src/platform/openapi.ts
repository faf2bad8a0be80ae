import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_KEY_HEADER, ZErrorBody } from '@lanehub/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from './access';

/** The error statuses the document describes (docs/api.md, "Error replies"). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Error statuses the route gives beyond the ones derived from its declaration (errorStatusesOf):
     * 409 for a duplicate, a record in use or a decision already taken; 429 for a public call under a
     * rate limit (log-in, sign-up, e-mailed codes); 404 for a path parameter that is not an id.
     */
    errors?: readonly ErrorStatus[];
  }
}

/** The one schema of every error reply, a named component (`#/components/schemas/Error`). */
export const ERROR_SCHEMA_NAME = 'Error';
const ERROR_REF = `#/components/schemas/${ERROR_SCHEMA_NAME}`;

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'The request is not valid (`code` VALIDATION or BAD_REQUEST; `fieldErrors` names each field)',
  401: 'No or bad API key, or (signed-in calls) no valid access token or session',
  403: 'Not allowed: a permission is missing, no company (NO_COMPANY), or the company is not confirmed yet (COMPANY_PENDING)',
  404: 'The record was not found, or belongs to another company',
  409: 'Conflict: a duplicate, a record still in use, or a state already changed by somebody else',
  413: 'The body or the file is too large',
  415: 'The request is not of a type the call takes',
  429: 'Too many requests: wait the seconds of `Retry-After` and try again',
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Calls that need no API key (access.ts): they give no 401.
const API_KEY_EXEMPT_PREFIXES = ['/api/health', '/api/docs'];
const RECORD_PARAM = /:(id|[A-Za-z]+Id)(?=\/|$)/;

type DocumentedRoute = Pick<RouteOptions, 'method' | 'url'> & {
  config?: { access?: RouteAccess; confirmationFlow?: true; upload?: unknown; errors?: readonly ErrorStatus[] };
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
};

/**
 * The error statuses of a route, derived from what it declares (docs/api.md, "Error replies"):
 * 400 when it parses a body, query string or path parameters; 401 when it needs the API key (every
 * call but the probes); 403 for a permission, admin, system-administrator or company-administrator
 * route, and for every signed-in route outside the confirmation flow (the approval gate); 404 for a
 * record id in the path; 413 and 415 for uploads; 429 for the writes of signed-in users (the
 * per-company write limit); and whatever the route adds in `config.errors`.
 */
export const errorStatusesOf = (route: DocumentedRoute): ErrorStatus[] => {
  const statuses = new Set<ErrorStatus>(route.config?.errors ?? []);
  const kind = route.config?.access?.kind ?? 'public';
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const { schema } = route;
  if (schema?.body || schema?.querystring || schema?.params) {
    statuses.add(400);
  }
  if (!API_KEY_EXEMPT_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
    statuses.add(401);
  }
  if (kind !== 'public' && (kind !== 'authenticated' || !route.config?.confirmationFlow)) {
    statuses.add(403);
  }
  if (RECORD_PARAM.test(route.url)) {
    statuses.add(404);
  }
  if (route.config?.upload) {
    statuses.add(413);
    statuses.add(415);
  }
  if (kind !== 'public' && methods.some((method) => WRITE_METHODS.has(method))) {
    statuses.add(429);
  }
  return [...statuses].sort((a, b) => a - b);
};

const words = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1));

/**
 * The operationId of a route that declares none: the method, then the path's segments in PascalCase
 * without `/api` and the `lanehub-core` service prefix, a parameter as `By<Name>`.
 * `GET /api/lanehub-core/locations/:id` → `getLocationsById`, `PUT /api/user/login` → `putUserLogin`.
 */
export const operationIdOf = (method: string, url: string): string => {
  const segments = url
    .replace(/^\/api(\/|$)/, '/')
    .replace(/^\/lanehub-core(\/|$)/, '/')
    .split('/')
    .filter(Boolean);
  const name = segments
    .map((segment) => (segment.startsWith(':') ? `By${words(segment.slice(1)).join('')}` : words(segment).join('')))
    .join('');
  return `${method.toLowerCase()}${name}`;
};

const errorResponse = (status: ErrorStatus) => ({
  description: ERROR_DESCRIPTIONS[status],
  ...(status === 429
    ? {
        headers: { 'Retry-After': { description: 'Whole seconds to wait', type: 'integer', minimum: 0 } },
      }
    : {}),
  content: { 'application/json': { schema: { $ref: ERROR_REF } } },
});

/** The shared error body (`ZErrorBody`) as a JSON schema, for the named component. */
const errorSchema = (): Record<string, unknown> => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(ZErrorBody, { target: 'draft-2020-12', io: 'output' });
  return schema;
};

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/** Per route: the zod schemas as JSON schemas, the operationId and the error replies. */
const transformRoute: typeof zodTransform = (input) => {
  const result = zodTransform(input);
  const transformed = result.schema as Record<string, unknown> & { hide?: boolean };
  if (transformed.hide) {
    return result;
  }
  const route = input.route as DocumentedRoute;
  const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
  const declared = (transformed.response ?? {}) as Record<string, unknown>;
  // A route without a reply schema (a file download) still documents its success.
  const response: Record<string, unknown> = Object.keys(declared).some((status) => status.startsWith('2'))
    ? { ...declared }
    : { 200: { description: 'Success', type: 'null' }, ...declared };
  for (const status of errorStatusesOf(route)) {
    // A reply the route describes itself (the location import's 400 with its row report) stays.
    response[String(status)] ??= errorResponse(status);
  }
  // The document's default is the API key and the bearer token; public calls need only the key, the
  // probes nothing.
  const kind = route.config?.access?.kind ?? 'public';
  const exempt = API_KEY_EXEMPT_PREFIXES.some((prefix) => input.url.startsWith(prefix));
  const security = exempt ? { security: [] } : kind === 'public' ? { security: [{ apiKey: [] }] } : {};
  return {
    ...result,
    schema: {
      ...transformed,
      ...security,
      operationId: (transformed.operationId as string | undefined) ?? operationIdOf(method, input.url),
      response,
    },
  };
};

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `anyOf` of one schema (a union whose other branches say nothing) is that schema. */
const collapseSingleAnyOf = (value: unknown): unknown => {
  if (Array.isArray(value)) {
    return value.map(collapseSingleAnyOf);
  }
  if (!isObject(value)) {
    return value;
  }
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] = collapseSingleAnyOf(child);
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 1 && isObject(anyOf[0])) {
    const { anyOf: _single, ...rest } = out;
    return { ...(anyOf[0] as JsonObject), ...rest };
  }
  return out;
};

const refsIn = (value: unknown, found: Set<string>) => {
  if (Array.isArray(value)) {
    for (const item of value) {
      refsIn(item, found);
    }
  } else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') {
        found.add(child);
      } else {
        refsIn(child, found);
      }
    }
  }
};

/**
 * The whole document: the named schemas of the zod registry (recursive ones such as the HR tree's
 * `HierarchyNode` declare an `id` and are referenced, not inlined), only those the paths use.
 */
const transformDocument: typeof jsonSchemaTransformObject = (input) => {
  const document = collapseSingleAnyOf(jsonSchemaTransformObject(input)) as JsonObject & {
    components: { schemas: JsonObject };
  };
  const schemas = document.components.schemas;
  // Keep the components reachable from the paths (a registry id has an input and an output copy).
  const used = new Set<string>();
  const pending = new Set<string>();
  refsIn(document.paths, pending);
  while (pending.size > 0) {
    const [ref] = pending;
    pending.delete(ref as string);
    const name = (ref as string).replace('#/components/schemas/', '');
    if (used.has(name) || !(name in schemas)) {
      continue;
    }
    used.add(name);
    const inner = new Set<string>();
    refsIn(schemas[name], inner);
    for (const next of inner) {
      pending.add(next);
    }
  }
  document.components.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return document as ReturnType<typeof jsonSchemaTransformObject>;
};

// The OpenAPI document is generated from the routes' zod schemas and access declarations; the
// browsable UI is at /api/docs, the document at /api/docs/json (docs/api.md, "Generating a client").
export const registerOpenApi = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lanehub API',
        version: '0.1.0',
        description: [
          'Every call sends the client application key in the `x-api-key` header (it identifies the client; it is not a',
          'secret) and, except public calls, `Authorization: Bearer <accessToken>`.',
          'Replies are `{ data, meta }`; errors are `{ message, code, messageCode, params, fieldErrors?, fieldCodes? }` (the `Error` schema).',
        ].join(' '),
        license: { name: 'Proprietary', identifier: 'LicenseRef-Lanehub-Proprietary' },
      },
      // Relative: the server that serves this document.
      servers: [{ url: '/', description: 'This Lanehub server' }],
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
        schemas: {
          [ERROR_SCHEMA_NAME]: errorSchema(),
        },
      },
      security: [{ apiKey: [], bearer: [] }],
    },
    transform: transformRoute,
    transformObject: transformDocument,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles of its own.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });
};
