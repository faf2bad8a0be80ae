import multipart from '@fastify/multipart';
import { UPLOAD_FILE_TYPES, UPLOAD_MESSAGES, type UploadMimeType } from '@lanehub/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';
import { safeFileName } from './files';

// Uploads (issue 5 'Uploads' rule): one file per request as multipart/form-data, a size limit per
// route, and a type that must be allowed, match the file's extension and the declared type, and be
// confirmed by the file's own first bytes. A route takes uploads by declaring
// `config.upload: { maxFileBytes }` inside a plugin that called registerUploads; its text fields
// become the request body (validated by the route's zod schema as usual), the file is read with
// uploadedFileOf(request).

export type UploadLimits = { maxFileBytes: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    upload?: UploadLimits;
  }
}

export type UploadedFile = {
  /** The client's file name without any path, cleaned for headers and disks; shown, never used as a path. */
  fileName: string;
  /** The type the client declared (checked, never trusted). */
  declaredType: string;
  data: Buffer;
};

export const UPLOAD_FIELD = 'file';
/** Room for each text field. */
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 20;

const uploads = new WeakMap<FastifyRequest, UploadedFile | null>();

export const payloadTooLarge = (limitBytes: number) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge(limitBytes));
const notMultipart = () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
const noFile = () => badRequest(UPLOAD_MESSAGES.noFile, { [UPLOAD_FIELD]: UPLOAD_MESSAGES.noFile });

// The HTML form encoding writes '"', CR and LF in a file name as %22, %0D and %0A (browsers and undici
// do); busboy hands the name over as written, so those three are turned back here.
const FORM_NAME_ESCAPES: Record<string, string> = { '%22': '"', '%0D': '\r', '%0A': '\n' };
const decodeFormFileName = (name: string) =>
  name.replace(/%(22|0D|0A)/gi, (m) => FORM_NAME_ESCAPES[m.toUpperCase()] ?? m);

const codeOf = (error: unknown) => (error as { code?: unknown })?.code;

/**
 * Reads the parts with @fastify/multipart (busboy): the text fields, and the one file, held to the
 * route's limit. Every part is consumed, so the client always receives the reply.
 */
const readForm = async (
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> => {
  const fields: Record<string, string> = {};
  const files: Array<{ name: string; file: UploadedFile }> = [];
  const parts = request.parts({
    limits: { fileSize: limits.maxFileBytes, fieldSize: MAX_FIELD_BYTES, fields: MAX_FIELDS, parts: MAX_FIELDS + 2 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        // A repeated text field keeps its first value.
        if (!(part.fieldname in fields)) {
          fields[part.fieldname] = String(part.value ?? '');
        }
        continue;
      }
      // Past the route's limit toBuffer throws FST_REQ_FILE_TOO_LARGE: 413 below.
      const data = await part.toBuffer();
      if (data.length > 0 || part.filename !== '') {
        // A file input left empty sends a part with no name and no bytes: that is no file.
        files.push({
          name: part.fieldname,
          file: { fileName: safeFileName(decodeFormFileName(part.filename)), declaredType: part.mimetype, data },
        });
      }
    }
  } catch (error) {
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(limits.maxFileBytes);
    }
    throw badRequest(UPLOAD_MESSAGES.unreadable);
  }
  if (files.length > 1) {
    throw badRequest(UPLOAD_MESSAGES.oneFile, { [UPLOAD_FIELD]: UPLOAD_MESSAGES.oneFile });
  }
  const [only] = files;
  if (!only || only.name !== UPLOAD_FIELD) {
    return { fields, file: null };
  }
  return { fields, file: only.file };
};

/**
 * Lets the routes of this plugin (and its children) take multipart uploads, parsed by
 * @fastify/multipart. Routes without `config.upload` keep refusing multipart bodies (415). An upload
 * route's text fields become its body (parsed by its zod schema as usual) and its file is kept for
 * uploadedFileOf.
 */
export const registerUploads = (app: FastifyInstance) => {
  void app.register(multipart, {
    limits: { fieldSize: MAX_FIELD_BYTES, fields: MAX_FIELDS, parts: MAX_FIELDS + 2 },
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) {
      return;
    }
    const limits = request.routeOptions.config?.upload;
    if (!limits) {
      throw notMultipart();
    }
    const { fields, file } = await readForm(request, limits);
    uploads.set(request, file);
    request.body = fields;
  });
};

/** The one file of an upload route's request: 415 when the request was not multipart, 400 when it held none. */
export const uploadedFileOf = (request: FastifyRequest): UploadedFile => {
  if (!uploads.has(request)) {
    throw notMultipart();
  }
  const file = uploads.get(request);
  if (!file) {
    throw noFile();
  }
  if (file.data.length === 0) {
    throw badRequest(UPLOAD_MESSAGES.empty, { [UPLOAD_FIELD]: UPLOAD_MESSAGES.empty });
  }
  return file;
};

// --- type checks ----------------------------------------------------------------------------------

const startsWith = (data: Buffer, signature: readonly number[]) =>
  data.length >= signature.length && signature.every((byte, i) => data[i] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

const utf8 = new TextDecoder('utf-8', { fatal: true });
const isUtf8Text = (data: Buffer) => {
  if (data.includes(0)) {
    return false;
  }
  try {
    utf8.decode(data);
    return true;
  } catch {
    return false;
  }
};

// Office Open XML files are ZIP archives whose directory names '[Content_Types].xml'.
const isOfficeOpenXml = (data: Buffer) => startsWith(data, ZIP) && data.includes('[Content_Types].xml', 0, 'latin1');

const SNIFFERS: Record<UploadMimeType, (data: Buffer) => boolean> = {
  'application/pdf': (data) => startsWith(data, PDF),
  'image/png': (data) => startsWith(data, PNG),
  'image/jpeg': (data) => startsWith(data, JPEG),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': isOfficeOpenXml,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': isOfficeOpenXml,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': isOfficeOpenXml,
  'text/csv': isUtf8Text,
  'text/plain': isUtf8Text,
};

// Declared types browsers really send for these files (Windows labels .csv as Excel's).
const DECLARED_ALIASES: Partial<Record<UploadMimeType, readonly string[]>> = {
  'image/jpeg': ['image/pjpeg', 'image/jpg'],
  'text/csv': ['application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel', 'text/plain'],
};
// A client that does not know the type says so; the bytes decide.
const UNKNOWN_DECLARED = new Set(['', 'application/octet-stream']);

/**
 * The file's type, from the allowed list: its extension names the type, the declared type agrees
 * (or is unknown) and its first bytes confirm it. Anything else is 400 '{file} is not supported file
 * types' (spec 01 §2.5). The returned type, not the client's, is what gets stored and served.
 */
export const detectFileType = (file: UploadedFile, allowed: readonly UploadMimeType[]): UploadMimeType => {
  const name = file.fileName.toLowerCase();
  const declared = (file.declaredType.split(';')[0] ?? '').trim().toLowerCase();
  const type = allowed.find((candidate) =>
    (UPLOAD_FILE_TYPES[candidate] as readonly string[]).some((ext) => name.endsWith(ext)),
  );
  const declaredOk =
    type !== undefined &&
    (UNKNOWN_DECLARED.has(declared) || declared === type || (DECLARED_ALIASES[type] ?? []).includes(declared));
  if (!type || !declaredOk || !SNIFFERS[type](file.data)) {
    const message = UPLOAD_MESSAGES.unsupported(file.fileName);
    throw badRequest(message, { [UPLOAD_FIELD]: message });
  }
  return type;
};
