import { z } from 'zod';
import type { Language } from '../constants/app';
import { MSG } from '../constants/messages';
import { requiredString } from '../validation/validators';
import {
  type AnyResource,
  crudMessages,
  defineResource,
  type ResourceDefinition,
  type ResourceField,
} from './define-resource';

// The common part of the spec's simple reference lists (document, load, temperature, item and product
// types, modes, mode moves; spec 02 §7.14): a company's own code and name, a description, and whether
// it is offered in forms. A list adds its own fields to these.
//
// A reference list is one file (docs/architecture.md, "Resource registry"): its declaration
// (`defineReferenceList` or, for the common fields alone, `defineCodeList`) and its texts in en/fr/es
// (`<camel>Texts`). Everything else is derived: its table (apps/server/src/db/schema/resource-table.ts),
// routes, pages, menu entry, demo rows and catalogue entries (`npm run collect`, `npm run messages:sync
// -w @lanehub/web`, `npm run db:generate`).

export const referenceListShape = {
  code: requiredString(16).regex(/^[A-Za-z0-9_-]+$/, { error: MSG.lettersDigitsDashes }),
  name: requiredString(80),
  description: z
    .string()
    .trim()
    .max(500, { error: MSG.maxLength(500) })
    .optional(),
  active: z.boolean().default(true),
};
type CommonField = keyof typeof referenceListShape;

export const referenceListFields = {
  code: { name: 'code', input: 'text' },
  name: { name: 'name', input: 'text' },
  description: { name: 'description', input: 'textarea' },
  active: { name: 'active', input: 'checkbox' },
} as const satisfies Record<CommonField, ResourceField>;

/** The common fields' texts in each language; a list's own texts add its label and its own fields. */
export const REFERENCE_LIST_FIELD_TEXTS: Readonly<Record<Language, Readonly<Record<CommonField, string>>>> = {
  en: { code: 'Code', name: 'Name', description: 'Description', active: 'Active' },
  fr: { code: 'Code', name: 'Nom', description: 'Description', active: 'Actif' },
  es: { code: 'Código', name: 'Nombre', description: 'Descripción', active: 'Activo' },
};

/** The reference lists live in the company menu's 'Reference lists' group, their texts in one catalogue key. */
export const referenceListTextKey = (name: string) => `referenceLists.${name}`;

/** Whether a resource is one of the reference lists (its texts, table and menu entry are derived). */
export const isReferenceList = (resource: Pick<AnyResource, 'textKey'>) =>
  resource.textKey?.startsWith('referenceLists.') ?? false;

type Derived = 'apiPath' | 'webPath' | 'textKey' | 'permission' | 'messages' | 'storage';
type Defaulted = 'sortable' | 'searchable' | 'filters' | 'defaultSort';

/** What a reference list declares: paths, permissions, texts key, messages and storage follow from its name. */
export type ReferenceListDeclaration<Shape extends z.ZodRawShape, Name extends string> = Omit<
  ResourceDefinition<Shape, Name>,
  Derived | Defaulted
> &
  Partial<Pick<ResourceDefinition<Shape, Name>, Defaulted>>;

/**
 * A reference list (spec 02 §7.14): served under `/api/lanehub-core/<name>`, shown under
 * `/company/<name>` in the Company menu's 'Reference lists' group, read with company.view and written
 * with company.edit, unique by code within the company, its table built from its fields. Sorted by
 * code, name or last update, searched in code, name and description, filtered by `active`, unless the
 * declaration says otherwise.
 */
export const defineReferenceList = <Shape extends z.ZodRawShape, const Name extends string>(
  declaration: ReferenceListDeclaration<Shape, Name>,
): ResourceDefinition<Shape, Name> => {
  type Key = Extract<keyof Shape, string>;
  return defineResource<Shape, Name>({
    apiPath: `/lanehub-core/${declaration.name}`,
    webPath: `/company/${declaration.name}`,
    textKey: referenceListTextKey(declaration.name),
    permission: { read: 'company.view', write: 'company.edit' },
    messages: crudMessages(declaration.label),
    storage: { uniqueBy: [['code' as Key]] },
    sortable: ['code' as Key, 'name' as Key, 'updatedAt'],
    searchable: ['code' as Key, 'name' as Key, 'description' as Key],
    filters: ['active' as Key],
    defaultSort: { field: 'code' as Key, order: 'asc' },
    ...declaration,
  });
};

type CodeListRow = z.input<z.ZodObject<typeof referenceListShape>>;

/**
 * A reference list that is only the common code / name / description / active (item types, product
 * types): one shape, declared once; each list gives its name, labels, example and demo rows.
 */
export const defineCodeList = <const Name extends string>(declaration: {
  name: Name;
  label: string;
  labelPlural: string;
  example: CodeListRow;
  demo?: readonly CodeListRow[];
}) =>
  defineReferenceList({
    ...declaration,
    schema: z.object(referenceListShape),
    fields: [
      referenceListFields.code,
      referenceListFields.name,
      referenceListFields.description,
      referenceListFields.active,
    ],
    columns: ['code', 'name', 'active', 'updatedAt'],
  });
