#!/usr/bin/env node
// `npm run new:feature <name>`: writes a feature's skeleton in the project's style (docs/architecture.md,
// "Adding a feature"). The feature owns one registry resource (its records: generated list, detail and
// form pages and CRUD routes) and one route of its own (a summary of those records), so that every
// layer is there to grow from:
//   packages/shared  features/<name>/<name>.contract.ts, resources/<name>.resource.ts
//   apps/server      db/schema/<name>.ts (+ its line in db/schema/index.ts), features/<name>/
//                    <name>.{queries,service,routes,manifest}.ts and <name>.routes.test.ts
//   apps/web         features/<name>/api/<name>.ts, pages/<name>-page.tsx, <name>.manifest.tsx
//   locales          apps/web/src/locales/{en,fr,es}/<name>.json (fr and es marked to translate)
// then collects the manifests (scripts/collect-manifests.mjs) and generates the migration
// (drizzle-kit; `--no-migration` skips it). Options: `--root <dir>` writes into another copy.
//
// `npm run new:feature <name> -- --list` writes a reference list instead (spec 02 §7.14 style: a code,
// name, description and active flag the company keeps): ONE file,
//   packages/shared/src/resources/<name>.resource.ts   its declaration and its texts in en/fr/es
// then generates the rest from it: the registry and the table (`npm run collect`), the catalogue
// entries (`npm run messages:sync -w @lanehub/web`) and the migration. Its routes, pages, menu entry
// and demo rows come from the registry. A list with fields of its own switches `defineCodeList` to
// `defineReferenceList` (see modes.resource.ts); a rule the schema cannot say is a second file (the
// feature's `resourceRules`).
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export const namesOf = (name) => {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    throw new Error(`'${name}' is not a feature name: lower-case words joined by dashes ('rate-cards')`);
  }
  const camel = name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
  const pascal = camel[0].toUpperCase() + camel.slice(1);
  const snake = name.replaceAll('-', '_');
  const words = name.replaceAll('-', ' ');
  const title = words[0].toUpperCase() + words.slice(1);
  return { name, camel, pascal, snake, words, title };
};

export const skeletonOf = (n) => ({
  [`packages/shared/src/features/${n.name}/${n.name}.contract.ts`]: `import { z } from 'zod';

// ${n.title}: what its own routes answer (its records are the registry resource '${n.name}').
// Imported by subpath (\`@lanehub/shared/features/${n.name}/${n.name}.contract\`), so the barrel is not edited.

/** GET /api/lanehub-core/${n.name}/summary: how many records the company has, active and not. */
export const Z${n.pascal}Summary = z.object({
  total: z.number().int().min(0),
  active: z.number().int().min(0),
});
export type T${n.pascal}Summary = z.infer<typeof Z${n.pascal}Summary>;
`,
  [`packages/shared/src/resources/${n.name}.resource.ts`]: `import { z } from 'zod';
import { MSG } from '../constants/messages';
import { requiredString } from '../validation/validators';
import { crudMessages, defineResource } from './define-resource';

// ${n.title}: the feature's records, served by the registry (generated routes and pages).
export const ${n.camel}Resource = defineResource({
  name: '${n.name}',
  apiPath: '/lanehub-core/${n.name}',
  webPath: '/company/${n.name}',
  textKey: '${n.camel}.resource',
  label: '${n.title}',
  labelPlural: '${n.title}',
  permission: { read: 'company.view', write: 'company.edit' },
  schema: z.object({
    name: requiredString(120),
    description: z
      .string()
      .trim()
      .max(1000, { error: MSG.maxLength(1000) })
      .optional(),
    active: z.boolean().default(true),
  }),
  fields: [
    { name: 'name', input: 'text' },
    { name: 'description', input: 'textarea' },
    { name: 'active', input: 'checkbox' },
  ],
  columns: ['name', 'active', 'updatedAt'],
  sortable: ['name', 'updatedAt'],
  searchable: ['name', 'description'],
  filters: ['active'],
  defaultSort: { field: 'name', order: 'asc' },
  example: { name: 'First ${n.words}', active: true },
  messages: crudMessages('${n.title}'),
});
`,
  [`apps/server/src/db/schema/${n.name}.ts`]: `import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { companies } from './identity';

// ${n.title} (features/${n.name}): the registry resource '${n.name}' finds this table by its SQL name.
export const ${n.camel} = pgTable(
  '${n.snake}',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('${n.snake}_company_name_key').on(t.companyId, t.name),
    // The list's default order (docs/architecture.md, "Lists at volume").
    index('${n.snake}_company_name_idx').on(t.companyId, t.name, t.id),
  ],
);
`,
  [`apps/server/src/features/${n.name}/${n.name}.queries.ts`]: `import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ${n.camel} } from '../../db/schema';
import { type Tenant, tenantWhere } from '../../platform/tenancy';

// SQL of ${n.words}, always scoped to the caller's company.

export const countByActive = async (db: Db, tenant: Tenant) =>
  db
    .select({ active: ${n.camel}.active, n: count() })
    .from(${n.camel})
    .where(tenantWhere(${n.camel}, tenant))
    .groupBy(${n.camel}.active);

export const exists = async (db: Db, tenant: Tenant, id: string) =>
  (await db.select({ id: ${n.camel}.id }).from(${n.camel}).where(tenantWhere(${n.camel}, tenant, eq(${n.camel}.id, id))).limit(1))
    .length > 0;
`,
  [`apps/server/src/features/${n.name}/${n.name}.service.ts`]: `import type { T${n.pascal}Summary } from '@lanehub/shared/features/${n.name}/${n.name}.contract';
import type { Db } from '../../db/client';
import type { Tenant } from '../../platform/tenancy';
import * as q from './${n.name}.queries';

// ${n.title}: the rules of the feature, between its routes and its SQL.
export const create${n.pascal}Service = ({ db }: { db: Db }) => ({
  summary: async (tenant: Tenant): Promise<T${n.pascal}Summary> => {
    const rows = await q.countByActive(db, tenant);
    const active = Number(rows.find((row) => row.active)?.n ?? 0);
    const inactive = Number(rows.find((row) => !row.active)?.n ?? 0);
    return { total: active + inactive, active };
  },
});
`,
  [`apps/server/src/features/${n.name}/${n.name}.routes.ts`]: `import { envelope } from '@lanehub/shared';
import { Z${n.pascal}Summary } from '@lanehub/shared/features/${n.name}/${n.name}.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { tenantOf } from '../../platform/tenancy';
import { create${n.pascal}Service } from './${n.name}.service';

// ${n.title}'s own routes; its records' CRUD routes come from the registry resource '${n.name}'.
export const ${n.camel}Routes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = create${n.pascal}Service({ db: opts.db });
  r.get(
    '/api/lanehub-core/${n.name}/summary',
    {
      config: { access: access.permission('company.view') },
      schema: {
        tags: ['${n.title}'],
        summary: 'How many ${n.words} records the company has',
        response: { 200: envelope(Z${n.pascal}Summary) },
      },
    },
    async (request) => ok(await service.summary(tenantOf(request))),
  );
};
`,
  [`apps/server/src/features/${n.name}/${n.name}.manifest.ts`]: `import type { FeatureManifest } from '../../kernel/feature-manifest';
import { ${n.camel}Routes } from './${n.name}.routes';

export const ${n.camel}Manifest: FeatureManifest = {
  name: '${n.name}',
  register: async (app, { db }) => {
    await app.register(${n.camel}Routes, { db });
  },
};
`,
  [`apps/server/src/features/${n.name}/${n.name}.routes.test.ts`]: `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTenant, createTestApp, login, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let token: string;
let rivalToken: string;
const records = '/api/lanehub-core/${n.name}';

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createTenant(ctx.database.db, { name: '${n.title} Owner', permissions: ['company.view', 'company.edit'] });
  const rival = await createTenant(ctx.database.db, { name: '${n.title} Rival', permissions: ['company.view', 'company.edit'] });
  token = (await login(ctx.app, owner.email)).accessToken;
  rivalToken = (await login(ctx.app, rival.email)).accessToken;
});
afterAll(async () => ctx?.close());

describe('${n.words}', () => {
  it('counts the company’s own records, active and not', async () => {
    for (const [name, active] of [['One', true], ['Two', true], ['Three', false]] as const) {
      const created = await call(ctx.app, token, { method: 'POST', url: records, payload: { name, active } });
      expect(created.statusCode).toBe(201);
    }
    await call(ctx.app, rivalToken, { method: 'POST', url: records, payload: { name: 'Theirs' } });
    const summary = await call(ctx.app, token, { method: 'GET', url: \`\${records}/summary\` });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().data).toEqual({ total: 3, active: 2 });
    const rival = await call(ctx.app, rivalToken, { method: 'GET', url: \`\${records}/summary\` });
    expect(rival.json().data).toEqual({ total: 1, active: 1 });
  });

  it('refuses callers without a token', async () => {
    const res = await call(ctx.app, null, { method: 'GET', url: \`\${records}/summary\` });
    expect(res.statusCode).toBe(401);
  });
});
`,
  [`apps/web/src/features/${n.name}/api/${n.name}.ts`]: `import type { T${n.pascal}Summary } from '@lanehub/shared/features/${n.name}/${n.name}.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /api/lanehub-core/${n.name}/summary
export const ${n.camel}Keys = { summary: ['${n.name}', 'summary'] as const };

export const use${n.pascal}Summary = () =>
  useQuery({
    queryKey: ${n.camel}Keys.summary,
    queryFn: async ({ signal }) => (await api.get<T${n.pascal}Summary>('/lanehub-core/${n.name}/summary', { signal })).data,
  });
`,
  [`apps/web/src/features/${n.name}/pages/${n.name}-page.tsx`]: `import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { use${n.pascal}Summary } from '../api/${n.name}';

// /company/${n.name}-summary: the feature's own screen; the records' list is the generated one.
export const ${n.pascal}Page = () => {
  const { t } = useTranslation();
  const summary = use${n.pascal}Summary();
  return (
    <Stack>
      <Title order={2}>{t('${n.camel}.title')}</Title>
      <Card withBorder maw={480}>
        <Group justify="space-between">
          <Text>{t('${n.camel}.total')}</Text>
          <Text fw={700}>{summary.data?.total ?? '…'}</Text>
        </Group>
        <Group justify="space-between">
          <Text>{t('${n.camel}.active')}</Text>
          <Text fw={700}>{summary.data?.active ?? '…'}</Text>
        </Group>
      </Card>
      <Anchor component={Link} to="/company/${n.name}">
        {t('${n.camel}.openList')}
      </Anchor>
    </Stack>
  );
};
`,
  [`apps/web/src/features/${n.name}/${n.name}.manifest.tsx`]: `import type { WebFeatureManifest } from '../../app/feature-manifest';

export const manifest: WebFeatureManifest = {
  name: '${n.name}',
  routes: {
    shell: () => [
      {
        path: '/company/${n.name}-summary',
        lazy: async () => ({ Component: (await import('./pages/${n.name}-page')).${n.pascal}Page }),
      },
    ],
  },
  menus: {
    company: [
      { key: '${n.camel}', labelKey: '${n.camel}', textKey: '${n.camel}.title', to: '/company/${n.name}-summary', permission: 'company.view' },
    ],
  },
};
`,
  ...Object.fromEntries(
    ['en', 'fr', 'es'].map((lng) => {
      // fr and es start as the English text with a marker, so the catalogue test passes and a reviewer sees what to translate.
      const tr = (text) => (lng === 'en' ? text : `${text} [${lng}: to translate]`);
      return [
        `apps/web/src/locales/${lng}/${n.name}.json`,
        `${JSON.stringify(
          {
            [n.camel]: {
              title: tr(n.title),
              total: tr('Records'),
              active: tr('Active'),
              openList: tr(`Open the ${n.words} list`),
              resource: {
                label: tr(n.title),
                labelPlural: tr(n.title),
                fields: { name: tr('Name'), description: tr('Description'), active: tr('Active') },
              },
            },
          },
          null,
          2,
        )}\n`,
      ];
    }),
  ),
});

export const writeFeature = (name, { root = join(here, '..'), migration = true } = {}) => {
  const n = namesOf(name);
  const files = skeletonOf(n);
  for (const path of Object.keys(files)) {
    if (existsSync(join(root, path))) {
      throw new Error(`${path} exists already: the feature '${name}' is there`);
    }
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  // The table joins the schema the app reads (drizzle-kit reads every schema file by itself).
  const schemaIndex = join(root, 'apps/server/src/db/schema/index.ts');
  if (!readFileSync(schemaIndex, 'utf8').includes(`'./${n.name}'`)) {
    appendFileSync(schemaIndex, `export * from './${n.name}';\n`);
  }
  execFileSync(process.execPath, [join(root, 'scripts/collect-manifests.mjs')], { stdio: 'inherit' });
  execFileSync(
    join(root, 'node_modules/.bin/biome'),
    ['check', '--write', ...Object.keys(files).map((p) => join(root, p))],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (migration) {
    execFileSync(join(root, 'node_modules/.bin/drizzle-kit'), ['generate', '--name', n.snake], {
      cwd: join(root, 'apps/server'),
      stdio: 'inherit',
    });
  }
  return Object.keys(files);
};

export const referenceListOf = (n) => ({
  [`packages/shared/src/resources/${n.name}.resource.ts`]: `import type { ResourceTextsOf } from './define-resource';
import { defineCodeList } from './reference-list';

// ${n.title}: a reference list of the company (its table, routes, pages, menu entry and catalogue
// texts are generated from this file).
export const ${n.camel}Resource = defineCodeList({
  name: '${n.name}',
  label: '${n.title}',
  labelPlural: '${n.title}',
  example: { code: 'STD', name: 'Standard', active: true },
});

// fr and es start as the English text with a marker, so the catalogue test passes and a reviewer sees
// what to translate.
export const ${n.camel}Texts = {
  en: { label: '${n.title}', labelPlural: '${n.title}' },
  fr: { label: '${n.title} [fr: to translate]', labelPlural: '${n.title} [fr: to translate]' },
  es: { label: '${n.title} [es: to translate]', labelPlural: '${n.title} [es: to translate]' },
} satisfies ResourceTextsOf<typeof ${n.camel}Resource>;
`,
});

/** `--list`: a reference list in one file; everything else is generated from it. */
export const writeReferenceList = (name, { root = join(here, '..'), migration = true } = {}) => {
  const n = namesOf(name);
  const files = referenceListOf(n);
  for (const path of Object.keys(files)) {
    if (existsSync(join(root, path))) {
      throw new Error(`${path} exists already: the list '${name}' is there`);
    }
  }
  for (const [path, text] of Object.entries(files)) {
    writeFileSync(join(root, path), text);
  }
  execFileSync(process.execPath, [join(root, 'scripts/collect-manifests.mjs')], { stdio: 'inherit' });
  execFileSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'apps/web/scripts/sync-message-catalogue.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  execFileSync(
    join(root, 'node_modules/.bin/biome'),
    ['check', '--write', ...Object.keys(files).map((p) => join(root, p))],
    { cwd: root, stdio: 'inherit' },
  );
  if (migration) {
    execFileSync(join(root, 'node_modules/.bin/drizzle-kit'), ['generate', '--name', n.snake], {
      cwd: join(root, 'apps/server'),
      stdio: 'inherit',
    });
  }
  return Object.keys(files);
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const name = args.find((a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--root');
  const rootAt = args.indexOf('--root');
  if (!name) {
    console.error('Usage: npm run new:feature <name> [-- --list] [--no-migration] [--root <dir>]');
    process.exit(1);
  }
  const write = args.includes('--list') ? writeReferenceList : writeFeature;
  const written = write(name, {
    ...(rootAt >= 0 ? { root: args[rootAt + 1] } : {}),
    migration: !args.includes('--no-migration'),
  });
  console.log(
    `Wrote ${written.length} files for '${name}'. Next: npm run typecheck, npx vitest run apps/server/src/features/${name}.`,
  );
}
