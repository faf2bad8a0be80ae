import { controlCharacterIndex, MSG } from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

// The control-character rule (packages/shared validation/text.ts) for every route's input, before its
// schema runs: the shared text helpers apply it field by field, but many contracts build their own
// z.string(), and query strings and path parameters reach the database too. Tab, LF and CR pass here
// (this guard does not know which fields are multi-line; the schemas of single-line fields refuse them).
// The first offending field is answered like a schema error: 400 VALIDATION with its field error.

const MAX_DEPTH = 32;

/** The path of the first string (value or object key) breaking the rule, or null. */
const offendingPath = (value: unknown, path: string, depth = 0): string | null => {
  if (typeof value === 'string') {
    return controlCharacterIndex(value) === -1 ? null : path;
  }
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') {
    return null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = offendingPath(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found !== null) {
        return found;
      }
    }
    return null;
  }
  // Parsed data only (the query parser's objects have a prototype of their own): raw bytes are files,
  // checked by their own rules.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) {
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (controlCharacterIndex(key) !== -1) {
      return at;
    }
    const found = offendingPath(item, at, depth + 1);
    if (found !== null) {
      return found;
    }
  }
  return null;
};

export const registerInputTextGuard = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = offendingPath(part, '');
      if (field !== null) {
        throw new AppError(400, 'VALIDATION', MSG.controlCharacters, { [field || '_']: MSG.controlCharacters });
      }
    }
  });
};
