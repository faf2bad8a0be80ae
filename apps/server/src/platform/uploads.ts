import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { UPLOAD_FILE_TYPES, UPLOAD_MESSAGES, type UploadMimeType } from '@lanehub/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';
import { type FileStorage, safeFileName } from './files';

// Uploads (issue 5 'Uploads' rule): one file per request as multipart/form-data, a size limit per
// route, and a type that must be allowed, match the file's extension and the declared type, and be
// confirmed by the file's own first bytes. A route takes uploads by declaring
// `config.upload: { maxFileBytes }` inside a plugin that called registerUploads; its text fields
// become the request body (validated by the route's zod schema as usual), the file is read with
// uploadedFileOf(request).
//
// The file part streams straight into the file store (issue 12 §9): its bytes go to a staged file of
// the store while they are counted, hashed and looked at for the type check, so no request holds a
// whole file in memory and the size limit stops the stream as soon as it is passed. The route keeps
// the file by adopting it into the company's space (files.adopt) or reads it (files.openStaged);
// whatever it did not adopt is removed before the reply leaves.

export type UploadLimits = { maxFileBytes: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    upload?: UploadLimits;
  }
}

/** What the type check needs to know about a file's bytes, gathered while they stream past. */
export type ContentFacts = {
  /** The first bytes (magic numbers). */
  head: Buffer;
  /** The bytes name '[Content_Types].xml' somewhere (an Office Open XML archive lists it). */
  namesOfficeManifest: boolean;
  /** The bytes are UTF-8 text without NUL. */
  isUtf8Text: boolean;
};

export type UploadedFile = {
  /** The client's file name without any path, cleaned for headers and disks; shown, never used as a path. */
  fileName: string;
  /** The type the client declared (checked, never trusted). */
  declaredType: string;
  /** Where the bytes wait in the file store (FileStorage.stage) until the route adopts or reads them. */
  stagedId: string;
  size: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  content: ContentFacts;
};

export const UPLOAD_FIELD = 'file';
/** Room for each text field. */
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 20;
/** Bytes kept for the magic-number checks. */
const HEAD_BYTES = 64;
const OFFICE_MANIFEST = Buffer.from('[Content_Types].xml', 'latin1');

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

class FileTooLarge extends Error {}

/**
 * Looks at bytes as they pass, chunk by chunk, and answers what the type check asks of the whole
 * file: its first bytes, whether it names the Office manifest, whether it is UTF-8 text. Holds only
 * the head and the last few bytes of the previous chunk (a name or a character split between chunks).
 */
export const createContentInspector = () => {
  const head: Buffer[] = [];
  let headLength = 0;
  let namesOfficeManifest = false;
  let tail = Buffer.alloc(0);
  let isUtf8Text = true;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return {
    update: (chunk: Uint8Array) => {
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      if (headLength < HEAD_BYTES) {
        const taken = bytes.subarray(0, HEAD_BYTES - headLength);
        head.push(Buffer.from(taken));
        headLength += taken.length;
      }
      if (!namesOfficeManifest) {
        // In this chunk, or across its start: the previous chunk's last bytes and this one's first.
        const across = Buffer.concat([tail, bytes.subarray(0, OFFICE_MANIFEST.length - 1)]);
        namesOfficeManifest = bytes.includes(OFFICE_MANIFEST) || across.includes(OFFICE_MANIFEST);
        // The last bytes seen, however small the chunks.
        const keep = OFFICE_MANIFEST.length - 1;
        tail = Buffer.from(
          bytes.length >= keep ? bytes.subarray(bytes.length - keep) : Buffer.concat([tail, bytes]).subarray(-keep),
        );
      }
      if (isUtf8Text && bytes.includes(0)) {
        isUtf8Text = false;
      }
      if (isUtf8Text) {
        try {
          decoder.decode(bytes, { stream: true });
        } catch {
          isUtf8Text = false;
        }
      }
    },
    facts: (): ContentFacts => {
      let text = isUtf8Text;
      if (text) {
        try {
          // A character cut off at the end is not UTF-8.
          decoder.decode();
        } catch {
          text = false;
        }
      }
      return { head: Buffer.concat(head), namesOfficeManifest, isUtf8Text: text };
    },
  };
};

/** The facts of bytes already in memory (tests, and text that arrived as JSON). */
export const contentFactsOf = (data: Uint8Array): ContentFacts => {
  const inspector = createContentInspector();
  inspector.update(data);
  return inspector.facts();
};

/**
 * Streams a file part into the store, counting, hashing and inspecting on the way. Past the limit
 * busboy stops the part (truncated); the staged bytes are then removed and FileTooLarge thrown.
 */
const stageFilePart = async (files: FileStorage, part: MultipartFile) => {
  const hash = createHash('sha256');
  const inspector = createContentInspector();
  let size = 0;
  const counted = async function* () {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      // Past the limit the part is read to its end, but nothing more is kept: the request must be
      // consumed for the 413 to reach the client.
      if (part.file.truncated) {
        continue;
      }
      size += chunk.length;
      hash.update(chunk);
      inspector.update(chunk);
      yield chunk;
    }
    if (part.file.truncated) {
      throw new FileTooLarge();
    }
  };
  const stagedId = await files.stage(counted());
  return { stagedId, size, sha256: hash.digest('hex'), content: inspector.facts() };
};

/** Reads a part nobody will keep to its end (the form must be consumed for the reply to arrive). */
const drainFilePart = async (part: MultipartFile) => {
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
  }
  if (part.file.truncated) {
    throw new FileTooLarge();
  }
  return size;
};

/**
 * Reads the parts with @fastify/multipart (busboy): the text fields, and the one file, streamed into
 * the store and held to the route's limit. Every part is consumed, so the client always receives the
 * reply. Staged bytes are registered in `staged` as soon as they exist, so a failure after them
 * still removes them.
 */
const readForm = async (
  request: FastifyRequest,
  files: FileStorage,
  limits: UploadLimits,
  staged: string[],
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> => {
  const fields: Record<string, string> = {};
  let fileCount = 0;
  let file: UploadedFile | null = null;
  let otherFile = false;
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
      if (part.fieldname !== UPLOAD_FIELD || file) {
        // Another file: not kept, only counted (more than one is refused below).
        const size = await drainFilePart(part);
        if (size > 0 || part.filename !== '') {
          fileCount += 1;
          otherFile = true;
        }
        continue;
      }
      const stored = await stageFilePart(files, part);
      staged.push(stored.stagedId);
      if (stored.size > 0 || part.filename !== '') {
        // A file input left empty sends a part with no name and no bytes: that is no file.
        fileCount += 1;
        file = {
          fileName: safeFileName(decodeFormFileName(part.filename)),
          declaredType: part.mimetype,
          ...stored,
        };
      }
    }
  } catch (error) {
    if (error instanceof FileTooLarge || codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(limits.maxFileBytes);
    }
    throw badRequest(UPLOAD_MESSAGES.unreadable);
  }
  if (fileCount > 1) {
    throw badRequest(UPLOAD_MESSAGES.oneFile, { [UPLOAD_FIELD]: UPLOAD_MESSAGES.oneFile });
  }
  // A lone file under another name is no file.
  return { fields, file: otherFile ? null : file };
};

/**
 * Lets the routes of this plugin (and its children) take multipart uploads, parsed by
 * @fastify/multipart and streamed into `files`. Routes without `config.upload` keep refusing multipart
 * bodies (415). An upload route's text fields become its body (parsed by its zod schema as usual) and
 * its file is kept for uploadedFileOf; staged bytes the route did not adopt are removed before the
 * reply is sent, whatever the reply.
 */
export const registerUploads = (app: FastifyInstance, files: FileStorage) => {
  void app.register(multipart, {
    limits: { fieldSize: MAX_FIELD_BYTES, fields: MAX_FIELDS, parts: MAX_FIELDS + 2 },
  });
  const stagedOf = new WeakMap<FastifyRequest, string[]>();
  const discardStaged = async (request: FastifyRequest) => {
    const staged = stagedOf.get(request);
    stagedOf.delete(request);
    for (const stagedId of staged ?? []) {
      await files.discardStaged(stagedId).catch((error: unknown) => {
        // The housekeeping's sweep of unfinished uploads removes it later.
        request.log.error({ err: error, stagedId }, 'a staged upload could not be removed');
      });
    }
  };
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) {
      return;
    }
    const limits = request.routeOptions.config?.upload;
    if (!limits) {
      throw notMultipart();
    }
    const staged: string[] = [];
    stagedOf.set(request, staged);
    const { fields, file } = await readForm(request, files, limits, staged);
    uploads.set(request, file);
    request.body = fields;
  });
  // Before the reply goes out, so a client that reads it finds no leftover bytes; onResponse covers
  // a request whose reply could not be sent (the connection went away).
  app.addHook('onSend', async (request) => {
    await discardStaged(request);
  });
  app.addHook('onResponse', async (request) => {
    await discardStaged(request);
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
  if (file.size === 0) {
    throw badRequest(UPLOAD_MESSAGES.empty, { [UPLOAD_FIELD]: UPLOAD_MESSAGES.empty });
  }
  return file;
};

/** The bytes of an upload as UTF-8 text (small files the route parses itself, e.g. a CSV of a few MB). */
export const uploadedText = async (files: FileStorage, file: UploadedFile): Promise<string> => {
  const object = await files.openStaged(file.stagedId);
  if (!object) {
    throw new Error('The staged upload is missing');
  }
  return (await buffer(object.stream)).toString('utf8');
};

// --- type checks ----------------------------------------------------------------------------------

const startsWith = (data: Buffer, signature: readonly number[]) =>
  data.length >= signature.length && signature.every((byte, i) => data[i] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

// Office Open XML files are ZIP archives whose directory names '[Content_Types].xml'.
const isOfficeOpenXml = (facts: ContentFacts) => startsWith(facts.head, ZIP) && facts.namesOfficeManifest;
const isUtf8Text = (facts: ContentFacts) => facts.isUtf8Text;

const SNIFFERS: Record<UploadMimeType, (facts: ContentFacts) => boolean> = {
  'application/pdf': (facts) => startsWith(facts.head, PDF),
  'image/png': (facts) => startsWith(facts.head, PNG),
  'image/jpeg': (facts) => startsWith(facts.head, JPEG),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': isOfficeOpenXml,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': isOfficeOpenXml,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': isOfficeOpenXml,
  'text/csv': isUtf8Text,
  'text/plain': isUtf8Text,
  // A plain ZIP archive (an Office file is refused: it is not an archive of images).
  'application/zip': (facts) => startsWith(facts.head, ZIP) && !facts.namesOfficeManifest,
};

// Declared types browsers really send for these files (Windows labels .csv as Excel's).
const DECLARED_ALIASES: Partial<Record<UploadMimeType, readonly string[]>> = {
  'image/jpeg': ['image/pjpeg', 'image/jpg'],
  'application/zip': ['application/x-zip-compressed', 'application/x-zip'],
  'text/csv': ['application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel', 'text/plain'],
};
// A client that does not know the type says so; the bytes decide.
const UNKNOWN_DECLARED = new Set(['', 'application/octet-stream']);

/**
 * The file's type, from the allowed list: its extension names the type, the declared type agrees
 * (or is unknown) and its first bytes confirm it. Anything else is 400 '{file} is not supported file
 * types' (spec 01 §2.5). The returned type, not the client's, is what gets stored and served.
 */
export const detectFileType = (
  file: Pick<UploadedFile, 'fileName' | 'declaredType' | 'content'>,
  allowed: readonly UploadMimeType[],
): UploadMimeType => {
  const name = file.fileName.toLowerCase();
  const declared = (file.declaredType.split(';')[0] ?? '').trim().toLowerCase();
  const type = allowed.find((candidate) =>
    (UPLOAD_FILE_TYPES[candidate] as readonly string[]).some((ext) => name.endsWith(ext)),
  );
  const declaredOk =
    type !== undefined &&
    (UNKNOWN_DECLARED.has(declared) || declared === type || (DECLARED_ALIASES[type] ?? []).includes(declared));
  if (!type || !declaredOk || !SNIFFERS[type](file.content)) {
    const message = UPLOAD_MESSAGES.unsupported(file.fileName);
    throw badRequest(message, { [UPLOAD_FIELD]: message });
  }
  return type;
};

/** An upload made of bytes already in memory, staged like a streamed one (tests and tools). */
export const stageUploadedBytes = async (
  files: FileStorage,
  file: { fileName: string; declaredType: string; data: Uint8Array },
): Promise<UploadedFile> => ({
  fileName: file.fileName,
  declaredType: file.declaredType,
  stagedId: await files.stage(
    (async function* () {
      yield file.data;
    })(),
  ),
  size: file.data.byteLength,
  sha256: createHash('sha256').update(file.data).digest('hex'),
  content: contentFactsOf(file.data),
});

/**
 * A multipart body of text fields and one `file` part, as a browser sends it: the routes' example
 * bodies (the OpenAPI document, the generated cross-tenant test) and the tests build uploads with it.
 */
export const multipartForm = (
  fields: Record<string, string>,
  file: { name: string; type: string; data: Uint8Array } | null,
): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    form.append(key, value);
  }
  if (file) {
    form.append(UPLOAD_FIELD, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  }
  return form;
};
