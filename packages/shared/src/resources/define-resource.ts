import { z } from 'zod';
import { MSG } from '../constants/messages';

// One declaration per simple entity (DESIGN.md §3). From it the server builds list/get/create/
// update/delete routes and the web builds the list, detail and form pages.

export type FieldInput = 'text' | 'textarea' | 'number' | 'select' | 'checkbox';

export type ResourceField<Name extends string = string> = {
  name: Name;
  label: string;
  input: FieldInput;
  options?: ReadonlyArray<{ label: string; value: string }>;
  placeholder?: string;
};

export type ResourceDefinition<Shape extends z.ZodRawShape = z.ZodRawShape, Name extends string = string> = {
  /** Key of the resource: the server's table map and the web's query keys use it. */
  name: Name;
  /** API path under /api, from the spec's call catalogue where it gives one. */
  apiPath: string;
  /** The generic web pages live here (list; `/new` and `/:id` below it). */
  webPath: string;
  label: string;
  labelPlural: string;
  permission: { read: string; write: string };
  schema: z.ZodObject<Shape>;
  fields: ReadonlyArray<ResourceField<Extract<keyof Shape, string>>>;
  columns: ReadonlyArray<Extract<keyof Shape, string> | 'updatedAt' | 'createdAt'>;
  sortable: ReadonlyArray<Extract<keyof Shape, string> | 'updatedAt' | 'createdAt'>;
  searchable: ReadonlyArray<Extract<keyof Shape, string>>;
  defaultSort: { field: Extract<keyof Shape, string> | 'updatedAt' | 'createdAt'; order: 'asc' | 'desc' };
  /** A valid body: documents the API and drives the generated cross-tenant test. */
  example: z.input<z.ZodObject<Shape>>;
  /** Success messages in the spec's style ('{name} has been created/updated/deleted'). */
  messages: { created: string; updated: string; deleted: string };
};

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
