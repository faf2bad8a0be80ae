import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { ERROR_SCHEMA_NAME, errorStatusesOf, operationIdOf } from './openapi';

type Operation = {
  operationId?: string;
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
type Document = {
  servers?: Array<{ url: string }>;
  info: { license?: { name: string } };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, operation]) => ({ url, method: method.toUpperCase(), operation })),
  );

const refsIn = (value: unknown, found: string[] = []): string[] => {
  if (Array.isArray(value)) {
    for (const item of value) {
      refsIn(item, found);
    }
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') {
        found.push(child);
      } else {
        refsIn(child, found);
      }
    }
  }
  return found;
};

// A small client of the generated types: the log-in, a list with its query, an error reply and the
// recursive HR tree. The last line must be an error: the types are real, not `any`.
const CLIENT = `import type { components, paths } from './api';

type Login = paths['/api/user/login']['put'];
export const body: Login['requestBody']['content']['application/json'] = { email: 'a@example.test', password: 'x' };
type Signed = Login['responses'][200]['content']['application/json'];
export const tokenOf = (reply: Signed): string => reply.data.accessToken;
type Refused = Login['responses'][429]['content']['application/json'];
export const reasonOf = (error: Refused): string => \`\${error.code}: \${error.message}\`;

type Locations = paths['/api/lanehub-core/locations']['get'];
export const query: NonNullable<Locations['parameters']['query']> = { search: 'port', skip: 0, limit: 10, sort: 'name', order: 'asc' };
type Page = Locations['responses'][200]['content']['application/json'];
export const namesOf = (page: Page): string[] => page.data.map((location) => location.name);
export const totalOf = (page: Page): number | undefined => page.meta.total;
type NotFound = paths['/api/lanehub-core/locations/{id}']['get']['responses'][404]['content']['application/json'];
export const fieldsOf = (error: NotFound): string[] => Object.keys(error.fieldErrors ?? {});

type Node = components['schemas']['HierarchyNode'];
export const depthOf = (node: Node): number => 1 + Math.max(0, ...node.reports.map(depthOf));
type Tree = paths['/api/hr-hierarchy/user-hierarchy/tree']['get']['responses'][200]['content']['application/json'];
export const depthsOf = (tree: Tree): number[] => tree.data.map(depthOf);

// @ts-expect-error the log-in reply has no such field
export const wrong = (reply: Signed): string => reply.data.sessionCookie;
`;

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let document: Document;

  beforeAll(async () => {
    ctx = await createTestApp();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    document = res.json() as Document;
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('gives every operation a readable operationId, unique across the document, and one tag', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(100);
    const seen = new Map<string, string>();
    for (const { url, method, operation } of operations) {
      const id = operation.operationId;
      expect(id, `${method} ${url}`).toMatch(/^[a-z]+[A-Z][A-Za-z0-9]*$/);
      expect(seen.get(id as string), `${id} of ${method} ${url}`).toBeUndefined();
      seen.set(id as string, `${method} ${url}`);
      expect(operation.tags, `${method} ${url}`).toHaveLength(1);
    }
    expect(document.paths['/api/user/login']?.put?.operationId).toBe('putUserLogin');
    expect(document.paths['/api/lanehub-core/locations/{id}']?.get?.operationId).toBe('getLocationsById');
  });

  it('derives operationIds from the method and the route', () => {
    expect(operationIdOf('GET', '/api/lanehub-core/instructions')).toBe('getInstructions');
    expect(operationIdOf('POST', '/api/lanehub-core/instructions/bulk-delete')).toBe('postInstructionsBulkDelete');
    expect(operationIdOf('GET', '/api/admin/companies/:companyId/accounts/:accountId')).toBe(
      'getAdminCompaniesByCompanyIdAccountsByAccountId',
    );
    expect(operationIdOf('GET', '/api/hr-hierarchy/user-hierarchy/tree')).toBe('getHrHierarchyUserHierarchyTree');
  });

  it("documents each route's error replies from its access declaration, with the one error schema", () => {
    const errorRef = `#/components/schemas/${ERROR_SCHEMA_NAME}`;
    expect(document.components.schemas[ERROR_SCHEMA_NAME]).toMatchObject({
      required: ['message', 'code', 'messageCode', 'params'],
    });
    for (const route of ctx.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))) {
      const url = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = document.paths[url]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      const statuses = Object.keys(operation?.responses ?? {});
      const label = `${route.method} ${route.url}: ${statuses.join(',')}`;
      const { kind } = route.access;
      if (!route.url.startsWith('/api/health')) {
        expect(statuses, label).toContain('401');
      }
      if (kind === 'permission' || kind === 'admin' || kind === 'systemAdmin' || kind === 'companyAdmin') {
        expect(statuses, label).toContain('403');
      }
      if (kind !== 'public' && !route.confirmationFlow) {
        expect(statuses, label).toContain('403');
      }
      if (kind !== 'public' && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)) {
        expect(statuses, label).toContain('429');
      }
      if (/:(id|[A-Za-z]+Id)(\/|$)/.test(route.url)) {
        expect(statuses, label).toContain('404');
      }
      for (const [status, reply] of Object.entries(operation?.responses ?? {})) {
        // An import's 400 is its row report (the error envelope plus the rows refused).
        if (status.startsWith('4') && !(route.url.endsWith('/import') && status === '400')) {
          expect(reply.content?.['application/json']?.schema?.$ref, `${label} ${status}`).toBe(errorRef);
        }
      }
    }
    const responses = (url: string, method: string) => Object.keys(document.paths[url]?.[method]?.responses ?? {});
    // Log-in: public, rate limited, and a declined company's users are refused.
    expect(responses('/api/user/login', 'put')).toEqual(['200', '400', '401', '403', '429']);
    // A list read: no 404, no write limit.
    expect(responses('/api/lanehub-core/locations', 'get')).toEqual(['200', '400', '401', '403']);
    // A duplicate number is declared.
    expect(responses('/api/lanehub-core/accounts', 'post')).toEqual(['201', '400', '401', '403', '409', '429']);
    // The confirmation flow's profile is not behind the approval gate.
    expect(responses('/api/user/profile', 'get')).toEqual(['200', '401']);
    // Public calls need the API key only; the probes nothing; the rest the key and the bearer token.
    const security = (url: string, method: string) =>
      (document.paths[url]?.[method] as { security?: unknown } | undefined)?.security;
    expect(security('/api/user/login', 'put')).toEqual([{ apiKey: [] }]);
    expect(security('/api/health', 'get')).toEqual([]);
    expect(security('/api/lanehub-core/locations', 'get')).toBeUndefined();
    expect((document as unknown as { security: unknown }).security).toEqual([{ apiKey: [], bearer: [] }]);
  });

  it('derives the statuses for a declaration', () => {
    const base = { method: 'DELETE' as const, url: '/api/things/:id', schema: { params: {} } };
    expect(errorStatusesOf({ ...base, config: { access: { kind: 'permission', permission: 'thing.edit' } } })).toEqual([
      400, 401, 403, 404, 429,
    ]);
    expect(
      errorStatusesOf({
        method: 'GET',
        url: '/api/user/profile',
        config: { access: { kind: 'authenticated' }, confirmationFlow: true },
      }),
    ).toEqual([401]);
    expect(errorStatusesOf({ method: 'GET', url: '/api/health', config: { access: { kind: 'public' } } })).toEqual([]);
    expect(
      errorStatusesOf({
        method: 'PUT',
        url: '/api/x',
        config: { access: { kind: 'public' }, errors: [409] },
        schema: {},
      }),
    ).toEqual([401, 409]);
  });

  it('names its recursive schemas as components, resolves every reference and declares servers and licence', () => {
    for (const ref of refsIn(document)) {
      const name = ref.replace('#/components/schemas/', '');
      expect(document.components.schemas[name], ref).toBeDefined();
    }
    expect(refsIn(document.components.schemas.HierarchyNode)).toEqual(['#/components/schemas/HierarchyNode']);
    expect(refsIn(document.paths['/api/hr-hierarchy/user-hierarchy/tree'])).toContain(
      '#/components/schemas/HierarchyNode',
    );
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(document.info.license?.name).toBeTruthy();
  });

  it('generates TypeScript types with openapi-typescript that a small client type-checks against', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lanehub-client-'));
    try {
      const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], { silent: true });
      writeFileSync(path.join(dir, 'api.d.ts'), astToString(ast));
      const client = path.join(dir, 'client.ts');
      writeFileSync(client, CLIENT);
      const program = ts.createProgram([client], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts'],
        types: [],
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map(
          (d) =>
            `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
        );
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
