import { z } from 'zod';
import type { Language } from '../constants/app';
import { MSG } from '../constants/messages';
import { RESOURCE_MSG } from './resource-messages';

// One declaration per simple entity (DESIGN.md §3). From it the server builds list/get/create/
// update/delete routes (plus the declared actions) and the web builds the list, detail and form pages.
// Labels shown on screen come from the web's locale catalogue (`<textKey>.fields.<name>` …); the
// English `label` texts here name things in the API document and are the catalogue's fallback only.

/**
 * How a field is entered and stored:
 * - `text`, `textarea`, `number`, `checkbox`: plain columns;
 * - `select`: a fixed option list declared with its English labels (registry v1);
 * - `enum`: values from a shared constant, labels from the catalogue (`options.<field>.<value>`);
 * - `reference`: the id of a row of another resource or table of the same company (`refersTo` marks
 *   the schema with the table; the server answers 400 with the field's message when the id is not one
 *   of the caller's rows; the web shows a searchable picker fed by the target resource's list);
 * - `money`: `{ amount, currency }`, the amount a decimal string (never a float), the currency an ISO
 *   4217 code, stored as numeric(18,4) + text columns `<name>Amount` and `<name>Currency`;
 * - `date`: a calendar date 'YYYY-MM-DD' (a date column, no time zone).
 */
export type FieldInput =
  | 'text'
  | 'textarea'
  | 'number'
  | 'select'
  | 'checkbox'
  | 'enum'
  | 'reference'
  | 'money'
  | 'date';

export type ResourceField<Name extends string = string> = {
  name: Name;
  /** English fallback; the screen shows the catalogue's `<textKey>.fields.<name>`. */
  label?: string;
  input: FieldInput;
  options?: ReadonlyArray<{ label: string; value: string }>;
  /** `enum`: the shared constant's values. */
  values?: readonly string[];
  /** `reference`: the resource whose list feeds the picker, and the field it shows. */
  reference?: { resource: string; display: string };
  placeholder?: string;
};

/**
 * An extra action on one record with its own path, `POST {apiPath}/{id}/{name}` (the catalogue's
 * `publish`, `assign`, `update-rate` style), checked against its own permission. `set` names the
 * fields the action writes; `body` the fields the caller sends (values come from the schema).
 */
export type ResourceAction<Name extends string = string> = {
  name: string;
  permission: string;
  summary: string;
  /** Fixed values the action writes ({ active: true } for an 'activate'). */
  set?: Readonly<Record<string, unknown>>;
  /** Fields of the record the caller sends with the action, parsed by the resource's schema. */
  body?: ReadonlyArray<Name>;
  /** A valid body for the API document and the generated route test. */
  example?: Readonly<Record<string, unknown>>;
  message: string;
};

/** A list filter: `?<name>=value`, equality on the field (enum, reference, checkbox or text). */
export type ResourceFilter<Name extends string = string> = Name;

/** A custom web page replacing a generated one; the name is a key of a web feature's manifest `screens`. */
export type ResourceScreens = Partial<Record<'list' | 'detail' | 'form', string>>;

export type ResourceDefinition<Shape extends z.ZodRawShape = z.ZodRawShape, Name extends string = string> = {
  /** Key of the resource: the server's table map and the web's query keys use it. */
  name: Name;
  /** SQL name of the resource's table (the server finds the table of the schema by it). */
  table?: string;
  /** API path under /api, from the spec's call catalogue where it gives one. */
  apiPath: string;
  /** The generic web pages live here (list; `/new` and `/:id` below it). */
  webPath: string;
  /** Where the web's catalogue keeps this resource's texts; `resources.<name>` when absent. */
  textKey?: string;
  label: string;
  labelPlural: string;
  permission: { read: string; write: string };
  schema: z.ZodObject<Shape>;
  fields: ReadonlyArray<ResourceField<Extract<keyof Shape, string>>>;
  columns: ReadonlyArray<Extract<keyof Shape, string> | 'updatedAt' | 'createdAt'>;
  sortable: ReadonlyArray<Extract<keyof Shape, string> | 'updatedAt' | 'createdAt'>;
  searchable: ReadonlyArray<Extract<keyof Shape, string>>;
  filters?: ReadonlyArray<ResourceFilter<Extract<keyof Shape, string>>>;
  actions?: ReadonlyArray<ResourceAction<Extract<keyof Shape, string>>>;
  screens?: ResourceScreens;
  defaultSort: { field: Extract<keyof Shape, string> | 'updatedAt' | 'createdAt'; order: 'asc' | 'desc' };
  /** A valid body: documents the API and drives the generated cross-tenant test. */
  example: z.input<z.ZodObject<Shape>>;
  /** Rows every demo company gets (the demo set seeds them through the same checks as the API). */
  demo?: ReadonlyArray<z.input<z.ZodObject<Shape>>>;
  /** Success messages in the spec's style ('{name} has been created/updated/deleted'). */
  messages: { created: string; updated: string; deleted: string };
  /**
   * The server builds the resource's table from its fields (`apps/server/src/db/schema/resource-table.ts`,
   * collected into `registry-tables.generated.ts`) instead of a hand-written one: the tenant key,
   * `unique (company_id, id)`, the timestamps, one column per field by its kind, a composite foreign
   * key per reference field, and a unique index on `(company_id, …)` per `uniqueBy` entry. The
   * reference lists set it (`defineReferenceList`).
   */
  storage?: { uniqueBy?: ReadonlyArray<ReadonlyArray<Extract<keyof Shape, string>>> };
};

/**
 * A resource's texts in one language, exactly the catalogue's subtree under its text key: label,
 * plural, field labels, enum/select option labels, placeholders, action labels and action messages.
 */
export type ResourceLanguageTexts<Field extends string = string> = {
  label: string;
  labelPlural: string;
  /** What the list is for: the one line under the screen's title and in its empty state. */
  purpose?: string;
  fields?: Partial<Record<Field, string>>;
  options?: Partial<Record<Field, Readonly<Record<string, string>>>>;
  placeholders?: Partial<Record<Field, string>>;
  actions?: Readonly<Record<string, string>>;
  actionMessages?: Readonly<Record<string, string>>;
};

/**
 * A declaration's texts in every language, exported beside it as `<camel>Texts` (a plain object, so
 * the web bundle, which never imports it, drops it): `npm run messages:sync -w @lanehub/web` writes them
 * into `locales/<lng>/reference-lists.generated.json` (no locale file is edited by hand for a list).
 */
export type ResourceTexts<Field extends string = string> = Readonly<Record<Language, ResourceLanguageTexts<Field>>>;

/** The texts of one declaration: only its own field names are accepted. */
export type ResourceTextsOf<R extends { fields: ReadonlyArray<{ name: string }> }> = ResourceTexts<
  R['fields'][number]['name']
>;

export const defineResource = <Shape extends z.ZodRawShape, const Name extends string>(
  definition: ResourceDefinition<Shape, Name>,
) => definition;

export const recordSchemaOf = <Shape extends z.ZodRawShape>(definition: ResourceDefinition<Shape>) =>
  definition.schema.extend({
    id: z.uuid(),
    createdAt: z.string(),
    updatedAt: z.string(),
  });

export type AnyResource = ResourceDefinition<z.ZodRawShape>;

export const crudMessages = (label: string) => ({
  created: MSG.created(label),
  updated: MSG.updated(label),
  deleted: MSG.deleted(label),
});

/** Where the web's catalogue keeps a resource's texts. */
// In a module without zod, for the web app's start-up (its menus' declarations).
export { resourceTextKey } from './resource-text-key';

// ISO 4217 codes the platform prices in. A closed list (not any three letters): a typo such as 'CDN'
// must be refused, not stored. Extend it when a company trades in another currency.
export const CURRENCIES = [
  'CAD',
  'USD',
  'MXN',
  'EUR',
  'GBP',
  'CHF',
  'CNY',
  'JPY',
  'KRW',
  'INR',
  'SGD',
  'HKD',
  'AUD',
  'NZD',
  'BRL',
  'ZAR',
  'AED',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
] as const;
export type Currency = (typeof CURRENCIES)[number];

// numeric(18,4): up to 14 digits before the point and 4 after. Kept a string end to end so that no
// amount ever passes through a binary float.
const AMOUNT = /^-?\d{1,14}(\.\d{1,4})?$/;

/** A money value: `{ amount: '1250.50', currency: 'CAD' }`. */
export const moneyField = () =>
  z.object({
    amount: z.string({ error: RESOURCE_MSG.amount }).trim().regex(AMOUNT, { error: RESOURCE_MSG.amount }),
    currency: z.enum(CURRENCIES, { error: RESOURCE_MSG.currency }),
  });
export type Money = z.infer<ReturnType<typeof moneyField>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date 'YYYY-MM-DD' that exists (no 2026-02-30). */
export const dateField = () =>
  z
    .string({ error: RESOURCE_MSG.date })
    .trim()
    .refine(
      (value) => {
        if (!ISO_DATE.test(value)) {
          return false;
        }
        const parsed = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
      },
      { error: RESOURCE_MSG.date },
    );

/** An enum field over a shared constant's values. */
export const enumField = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: RESOURCE_MSG.choose });
