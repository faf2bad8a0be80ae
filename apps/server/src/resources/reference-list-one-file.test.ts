import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  dateField,
  defineReferenceList,
  enumField,
  referenceListFields as f,
  moneyField,
  RESOURCES,
  referenceListShape,
  refersTo,
} from '@lanehub/shared';
import { referenceListCatalogue } from '@lanehub/shared/resources/reference-list-catalogue';
import { eq, getTableName } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { itemTypes } from '../db/schema';
import { resourceTable } from '../db/schema/resource-table';
import { call, createTenant, createTestApp, login, type TestContext } from '../test/test-app';

// A reference list is one hand-written file (issue 12 §6): item types are declared in
// packages/shared/src/resources/item-types.resource.ts and nowhere else, and get their table, their
// routes, their texts in three languages (and their screen: registry-v2-pages.test.tsx) from it.

const root = join(import.meta.dirname, '../../../..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', 'migrations', 'test-results'].includes(entry.name) ? [] : sourceFiles(path);
    }
    return /\.(ts|tsx|mjs|json|md)$/.test(entry.name) ? [path] : [];
  });

describe('a reference list declared in one file', () => {
  it('item types are named by no hand-written file but their declaration (generated files and tests aside)', () => {
    const handWritten = ['apps', 'packages', 'e2e', 'scripts']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((path) => !/\.generated\.|\.test\.tsx?$|\.spec\.ts$/.test(path))
      .filter((path) => /item-types|itemTypes|item_types/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path));
    expect(handWritten).toEqual(['packages/shared/src/resources/item-types.resource.ts']);
  });

  it('gets its table from the declaration: tenant key, unique (company_id, id), unique code, timestamps', () => {
    const config = getTableConfig(itemTypes);
    expect(config.name).toBe('item_types');
    expect(config.columns.map((c) => [c.name, c.getSQLType(), c.notNull])).toEqual([
      ['id', 'uuid', true],
      ['company_id', 'uuid', true],
      ['code', 'text', true],
      ['name', 'text', true],
      ['description', 'text', false],
      ['active', 'boolean', true],
      ['created_at', 'timestamp with time zone', true],
      ['updated_at', 'timestamp with time zone', true],
    ]);
    expect(config.columns.find((c) => c.name === 'active')?.default).toBe(true);
    expect(config.uniqueConstraints.map((u) => [u.name, u.columns.map((c) => c.name)])).toEqual([
      ['item_types_company_id_id_key', ['company_id', 'id']],
    ]);
    expect(config.indexes.map((i) => [i.config.name, i.config.unique])).toEqual([
      ['item_types_company_code_key', true],
    ]);
    expect(config.foreignKeys.map((k) => k.reference().foreignTable).map((t) => getTableName(t))).toEqual([
      'companies',
    ]);
  });

  it('builds every field kind: reference (composite key to its list), money, enum, number, date, checkbox', () => {
    const declaration = defineReferenceList({
      name: 'pallet-kinds',
      label: 'Pallet Kind',
      labelPlural: 'Pallet Kinds',
      schema: z.object({
        ...referenceListShape,
        modeId: refersTo(z.uuid(), 'modes').nullable().optional(),
        deposit: moneyField(),
        size: enumField(['eur', 'us'] as const),
        layers: z.number().int(),
        heightCm: z.number().nullable(),
        since: dateField().optional(),
        stackable: z.boolean().default(false),
      }),
      fields: [
        f.code,
        f.name,
        f.description,
        f.active,
        { name: 'modeId', input: 'reference', reference: { resource: 'modes', display: 'name' } },
        { name: 'deposit', input: 'money' },
        { name: 'size', input: 'enum', values: ['eur', 'us'] },
        { name: 'layers', input: 'number' },
        { name: 'heightCm', input: 'number' },
        { name: 'since', input: 'date' },
        { name: 'stackable', input: 'checkbox' },
      ],
      columns: ['code', 'name'],
      example: {
        code: 'EUR',
        name: 'Euro pallet',
        deposit: { amount: '12', currency: 'EUR' },
        size: 'eur',
        layers: 4,
        heightCm: null,
      },
    });
    expect(declaration.apiPath).toBe('/lanehub-core/pallet-kinds');
    const config = getTableConfig(resourceTable(declaration));
    expect(config.name).toBe('pallet_kinds');
    const column = (name: string) => {
      const found = config.columns.find((c) => c.name === name);
      return [found?.getSQLType(), found?.notNull];
    };
    expect(column('mode_id')).toEqual(['uuid', false]);
    expect(column('deposit_amount')).toEqual(['numeric(18, 4)', true]);
    expect(column('deposit_currency')).toEqual(['text', true]);
    expect(column('size')).toEqual(['text', true]);
    expect(column('layers')).toEqual(['integer', true]);
    expect(column('height_cm')).toEqual(['double precision', false]);
    expect(column('since')).toEqual(['date', false]);
    expect(column('stackable')).toEqual(['boolean', true]);
    const [modeKey] = config.foreignKeys.filter((k) => k.getName() === 'pallet_kinds_company_mode_fk');
    expect(modeKey?.reference().columns.map((c) => c.name)).toEqual(['company_id', 'mode_id']);
    expect(modeKey?.reference().foreignColumns.map((c) => c.name)).toEqual(['company_id', 'id']);
    expect(getTableName(modeKey?.reference().foreignTable as never)).toBe('modes');
    expect(config.indexes.map((i) => i.config.name).sort()).toEqual([
      'pallet_kinds_company_code_key',
      'pallet_kinds_company_mode_idx',
    ]);
    expect(config.checks.map((c) => c.name)).toEqual(['pallet_kinds_deposit_currency_check']);
  });

  it('gets its texts in en, fr and es from the declaration', () => {
    expect(referenceListCatalogue('fr').referenceLists).toMatchObject({
      'item-types': {
        label: 'Type d’article',
        labelPlural: 'Types d’articles',
        fields: { code: 'Code', name: 'Nom', description: 'Description', active: 'Actif' },
      },
    });
    expect(referenceListCatalogue('es').referenceLists).toMatchObject({
      'item-types': { labelPlural: 'Tipos de artículo', fields: { name: 'Nombre' } },
    });
    for (const lng of ['en', 'fr', 'es'] as const) {
      const file = join(root, `apps/web/src/locales/${lng}/reference-lists.generated.json`);
      expect(JSON.parse(readFileSync(file, 'utf8')), `${lng}: npm run messages:sync -w @lanehub/web`).toEqual(
        referenceListCatalogue(lng),
      );
    }
  });

  describe('its routes', () => {
    let ctx: TestContext;
    let token: string;
    let companyId: string;
    beforeAll(async () => {
      ctx = await createTestApp();
      const owner = await createTenant(ctx.database.db, {
        name: 'One File Lines',
        permissions: ['company.view', 'company.edit'],
      });
      companyId = owner.companyId as string;
      token = (await login(ctx.app, owner.email)).accessToken;
    });
    afterAll(async () => ctx?.close());

    it('creates an item type into its derived table and lists it', async () => {
      const resource = RESOURCES.find((r) => r.name === 'item-types');
      expect(resource?.webPath).toBe('/company/item-types');
      const created = await call(ctx.app, token, {
        method: 'POST',
        url: '/api/lanehub-core/item-types',
        payload: { code: 'IBC', name: 'Intermediate bulk container' },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().meta.message).toBe('Item Type has been created');
      const rows = await ctx.database.db.select().from(itemTypes).where(eq(itemTypes.companyId, companyId));
      expect(rows.map((r) => [r.code, r.name, r.active])).toEqual([['IBC', 'Intermediate bulk container', true]]);
      const duplicate = await call(ctx.app, token, {
        method: 'POST',
        url: '/api/lanehub-core/item-types',
        payload: { code: 'IBC', name: 'Again' },
      });
      expect(duplicate.statusCode).toBe(409);
      const listed = await call(ctx.app, token, { method: 'GET', url: '/api/lanehub-core/item-types?search=bulk' });
      expect(listed.json().data.map((r: { code: string }) => r.code)).toEqual(['IBC']);
    });
  });
});
