import { codedMessageOf, MSG, type TCodedMessage, type TErrorBody } from '@lanehub/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

// One error type for rules broken in services; the handler below turns it and everything else into
// `{ message, code, messageCode, params, fieldErrors?, fieldCodes? }` with a fitting status, and never
// sends a stack trace.
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** Values a client needs besides the text (a state conflict's `current` state). */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(400, 'BAD_REQUEST', message, fieldErrors);
export const unauthorized = (message: string = MSG.notAuthenticated, code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message: string = MSG.forbidden, code = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string = MSG.conflict) => new AppError(409, 'CONFLICT', message);
export const tooManyRequests = (message: string = MSG.tooManyRequests) => new AppError(429, 'RATE_LIMITED', message);

// PostgreSQL error codes we answer as client errors. Drizzle wraps driver errors in `cause`.
const pgCodeOf = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return code;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

const fieldErrorsOf = (issues: ReadonlyArray<{ instancePath: string; message?: string }>) => {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    // Only the first error per field is kept (spec 01 §5).
    if (!(field in fieldErrors)) {
      fieldErrors[field] = issue.message ?? MSG.validationFailed;
    }
  }
  return fieldErrors;
};

/** The PostgreSQL error itself (drizzle wraps it in `cause`), for its `detail`. */
const pgErrorOf = (error: unknown): { detail?: string } | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if (typeof (current as { code?: unknown }).code === 'string' && 'detail' in current) {
      return current as { detail?: string };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/**
 * A write that names a row the database does not have for the caller's company: an id of another
 * company's row fails the composite key `(company_id, x_id) → x (company_id, id)` with 23503 and
 * `Key (company_id, location_id)=(…) is not present in table "locations"`. That is the caller's input,
 * so a 400 on the field (`locationId`), never a 500 and never a hint that the row exists elsewhere.
 */
const missingReferenceField = (error: unknown): string | undefined => {
  const detail = pgErrorOf(error)?.detail ?? '';
  const match = /^Key \(([^)]*)\)=\(.*\) is not present in table/.exec(detail);
  if (!match) {
    return undefined;
  }
  const columns = (match[1] as string).split(',').map((column) => column.trim().replaceAll('"', ''));
  const column = columns.filter((name) => name !== 'company_id' && name !== 'id').at(-1) ?? columns.at(-1) ?? '_';
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
};

/** PostgreSQL's unique violation (23505), possibly wrapped by drizzle: a concurrent insert won. */
export const isUniqueViolation = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * The catalogue key and values of an English message. Every text a service or a zod rule sends comes
 * from a message object of @lanehub/shared, which remembers the code of each text it makes
 * (message-registry.ts), so the call sites keep passing plain strings. A text that is not ours
 * (Fastify's own client errors) is sent as it is, under `messages.asSent`.
 */
const codedOf = (message: string): TCodedMessage =>
  codedMessageOf(message) ?? { message, code: 'messages.asSent', params: { text: message } };

// `params` here are values a client needs besides the text (a state conflict's `current`); they join
// the message's own params.
type ErrorText = Omit<TErrorBody, 'messageCode' | 'params' | 'fieldCodes'> & {
  params?: Record<string, string | number>;
};

/** The reply's body: the English texts with their codes and params, field by field too. */
const withCodes = ({ fieldErrors, params: extra, ...rest }: ErrorText): TErrorBody => {
  const { code: messageCode, params } = codedOf(rest.message);
  const body: TErrorBody = { ...rest, messageCode, params: { ...params, ...extra } };
  if (fieldErrors) {
    body.fieldErrors = fieldErrors;
    body.fieldCodes = Object.fromEntries(
      Object.entries(fieldErrors).map(([field, text]) => {
        const coded = codedOf(text);
        return [field, { code: coded.code, params: coded.params }];
      }),
    );
  }
  return body;
};

/** The catalogue key and values of a message kept in data (an import's row errors, a job's report). */
export const codesOf = (message: string): { messageCode: string; params: TCodedMessage['params'] } => {
  const { code, params } = codedOf(message);
  return { messageCode: code, params };
};

/** An error body made outside the error handler (the unknown-route reply), with its codes. */
export const errorBody = (message: string, code: string): TErrorBody => withCodes({ message, code });

export const toErrorReply = (error: FastifyError | AppError | Error): { status: number; body: TErrorBody } => {
  const { status, body } = errorTextOf(error);
  return { status, body: withCodes(body) };
};

const errorTextOf = (error: FastifyError | AppError | Error): { status: number; body: ErrorText } => {
  if (error instanceof AppError) {
    const body: ErrorText = { message: error.message, code: error.code };
    if (error.fieldErrors) {
      body.fieldErrors = error.fieldErrors;
    }
    if (error.params) {
      body.params = error.params;
    }
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors = fieldErrorsOf(error.validation);
    const fields = Object.keys(fieldErrors);
    const only = fields.length === 1 ? fieldErrors[fields[0] as string] : undefined;
    return { status: 400, body: { message: only ?? MSG.validationFailed, code: 'VALIDATION', fieldErrors } };
  }
  if (isResponseSerializationError(error)) {
    return { status: 500, body: { message: MSG.internalError, code: 'INTERNAL' } };
  }
  const pgCode = pgCodeOf(error);
  if (pgCode === '23505') {
    return { status: 409, body: { message: MSG.conflict, code: 'CONFLICT' } };
  }
  if (pgCode === '23503') {
    const field = missingReferenceField(error);
    if (field) {
      return {
        status: 400,
        body: {
          message: MSG.referenceNotFound,
          code: 'REFERENCE_NOT_FOUND',
          fieldErrors: { [field]: MSG.referenceNotFound },
        },
      };
    }
    // The other way round: a delete of a row that others still name.
    return {
      status: 409,
      body: { message: MSG.inUseOrMissing, code: 'CONFLICT' },
    };
  }
  // A character PostgreSQL cannot store (U+0000: 22021, or untranslatable: 22P05) that got past the
  // control-character rule (validation/text.ts): the caller's text, not a server fault.
  if (pgCode === '22021' || pgCode === '22P05') {
    return { status: 400, body: { message: MSG.controlCharacters, code: 'VALIDATION' } };
  }
  if (pgCode === '22P02') {
    return { status: 400, body: { message: MSG.validationFailed, code: 'VALIDATION' } };
  }
  const status = (error as FastifyError).statusCode;
  if (status === 413) {
    return { status: 413, body: { message: MSG.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' } };
  }
  if (status === 429) {
    return { status: 429, body: { message: MSG.tooManyRequests, code: 'RATE_LIMITED' } };
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, wrong content type…) have safe, short messages.
    return { status, body: { message: error.message, code: (error as FastifyError).code ?? 'BAD_REQUEST' } };
  }
  return { status: 500, body: { message: MSG.internalError, code: 'INTERNAL' } };
};

export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorReply(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: body.code, status }, body.message);
    }
    return reply.status(status).send(body);
  });
};
