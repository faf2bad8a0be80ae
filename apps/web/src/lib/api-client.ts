import type { TMeta } from '@lanehub/shared/api/envelope';
import { API_KEY_HEADER, DEFAULT_WEB_API_KEY, HTTP_TIMEOUT_MS } from '@lanehub/shared/constants/app';
import type { TMessageParams } from '@lanehub/shared/constants/message-registry';
import { learnMessage } from '@lanehub/shared/constants/message-registry';
import { getAccessToken } from './session';

// The one HTTP client (spec 01 §7): base /api, API key and bearer headers, 30 s timeout, only
// GET/POST/PUT/DELETE, a 401 sends the browser to /logout, rejections carry the server's body.

export const API_BASE = '/api';
export const TIMEOUT_MESSAGE = 'The server did not answer in time. Please try again.';
export const NETWORK_MESSAGE = 'The server could not be reached. Please check your connection.';
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';
// The client's own failures have catalogue keys too (the fallback is MSG.internalError's text).
learnMessage({ message: TIMEOUT_MESSAGE, code: 'messages.timeout', params: {} });
learnMessage({ message: NETWORK_MESSAGE, code: 'messages.network', params: {} });

export type Envelope<T> = { data: T; meta: TMeta };

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  /** Login, refresh and logout handle their own 401; every other 401 ends the session. */
  skipAuthRedirect?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
};

export type FieldCode = { code: string; params: TMessageParams };

export class ApiError extends Error {
  readonly status: number;
  /** What went wrong, for the program ('VALIDATION', 'TOKEN_EXPIRED'). */
  readonly code: string;
  /** The catalogue key of `message` and its values, for translation (docs/api.md, "Error replies"). */
  readonly messageCode: string | undefined;
  readonly params: TMessageParams;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly fieldCodes: Record<string, FieldCode> | undefined;
  readonly body: unknown;

  constructor(input: {
    status: number;
    message: string;
    code: string;
    messageCode?: string | undefined;
    params?: TMessageParams | undefined;
    fieldErrors?: Record<string, string> | undefined;
    fieldCodes?: Record<string, FieldCode> | undefined;
    body?: unknown;
  }) {
    super(input.message);
    this.name = 'ApiError';
    this.status = input.status;
    this.code = input.code;
    this.messageCode = input.messageCode;
    this.params = input.params ?? {};
    this.fieldErrors = input.fieldErrors;
    this.fieldCodes = input.fieldCodes;
    this.body = input.body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const apiKey = (): string => import.meta.env.VITE_API_KEY ?? DEFAULT_WEB_API_KEY;

const goToLogout = () => {
  window.location.assign('/logout');
};

let unauthorizedHandler: () => void = goToLogout;

/** The router installs a client-side navigation here so a 401 does not reload the page. */
export const setUnauthorizedHandler = (handler: (() => void) | null) => {
  unauthorizedHandler = handler ?? goToLogout;
};

/** Ends the session the same way a 401 does (used when a scheduled refresh fails). */
export const redirectToLogout = () => unauthorizedHandler();

const buildUrl = (path: string, query: RequestOptions['query']): string => {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) {
    return url;
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') {
      params.set(key, String(value));
    }
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringRecord = (value: unknown): Record<string, string> | undefined => {
  if (!isRecord(value)) {
    return undefined;
  }
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string') {
      out[k] = v;
    }
  }
  return out;
};

// The server sends each message with its catalogue key (`messageCode`, `params`). The client remembers
// the pair for the English text, so every screen that shows `error.message` or `meta.message` is
// translated by key through `translateMessage` (lib/i18n.ts) without handling codes itself.
const learnCoded = (value: Record<string, unknown>) => {
  if (typeof value.message === 'string' && typeof value.messageCode === 'string') {
    learnMessage({
      message: value.message,
      code: value.messageCode,
      params: isRecord(value.params) ? (value.params as TMessageParams) : {},
    });
  }
};

/** Learns every `{ message, messageCode, params }` in a reply: the error or meta, a record, a list's rows. */
const learnMessages = (value: unknown, depth = 0) => {
  if (depth > 4) {
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      learnMessages(item, depth + 1);
    }
    return;
  }
  if (isRecord(value)) {
    learnCoded(value);
    for (const inner of Object.values(value)) {
      if (typeof inner === 'object' && inner !== null) {
        learnMessages(inner, depth + 1);
      }
    }
  }
};

const fieldCodesOf = (value: unknown): Record<string, FieldCode> | undefined => {
  if (!isRecord(value)) {
    return undefined;
  }
  const out: Record<string, FieldCode> = {};
  for (const [field, coded] of Object.entries(value)) {
    if (isRecord(coded) && typeof coded.code === 'string') {
      out[field] = { code: coded.code, params: isRecord(coded.params) ? (coded.params as TMessageParams) : {} };
    }
  }
  return out;
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) {
    return null;
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const errorFrom = (status: number, body: unknown): ApiError => {
  if (isRecord(body)) {
    learnMessages(body);
    const fieldErrors = stringRecord(body.fieldErrors);
    const fieldCodes = fieldCodesOf(body.fieldCodes);
    for (const [field, coded] of Object.entries(fieldCodes ?? {})) {
      const message = fieldErrors?.[field];
      if (message) {
        learnMessage({ message, ...coded });
      }
    }
    return new ApiError({
      status,
      message: typeof body.message === 'string' && body.message ? body.message : FALLBACK_MESSAGE,
      code: typeof body.code === 'string' ? body.code : `HTTP_${status}`,
      messageCode: typeof body.messageCode === 'string' ? body.messageCode : undefined,
      params: isRecord(body.params) ? (body.params as TMessageParams) : undefined,
      fieldErrors,
      fieldCodes,
      body,
    });
  }
  return new ApiError({ status, message: FALLBACK_MESSAGE, code: `HTTP_${status}`, body });
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

// Sends one call and answers the response when it is a success; failures become ApiErrors.
// A FormData body goes out as multipart/form-data (the browser sets the boundary), anything else as JSON.
const send = async (
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
  accept: string,
): Promise<Response> => {
  const headers: Record<string, string> = { Accept: accept, [API_KEY_HEADER]: apiKey() };
  const token = getAccessToken();
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) {
    headers['Content-Type'] = 'application/json';
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? HTTP_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) {
      throw new ApiError({ status: 0, message: TIMEOUT_MESSAGE, code: 'TIMEOUT', messageCode: 'messages.timeout' });
    }
    if (options.signal?.aborted) {
      throw error;
    }
    throw new ApiError({ status: 0, message: NETWORK_MESSAGE, code: 'NETWORK_ERROR', messageCode: 'messages.network' });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  if (!response.ok) {
    const parsed = await readBody(response);
    if (response.status === 401 && !options.skipAuthRedirect) {
      unauthorizedHandler();
    }
    throw errorFrom(response.status, parsed);
  }
  return response;
};

const request = async <T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<Envelope<T>> => {
  const response = await send(method, path, body, options, 'application/json');
  const parsed = await readBody(response);
  if (isRecord(parsed) && 'data' in parsed) {
    learnMessages(parsed.meta);
    // A record (a job with its error report) and the rows of a list (an import's row errors, a job per
    // row) carry their messages the same way: `{ message, messageCode, params }`, learned for each.
    learnMessages(parsed.data);
    return { data: parsed.data as T, meta: isRecord(parsed.meta) ? (parsed.meta as TMeta) : {} };
  }
  // A reply without the envelope (e.g. 204) still resolves, with the raw body as data.
  return { data: parsed as T, meta: {} };
};

export type DownloadedFile = { blob: Blob; fileName: string | null };

/** The file name of a Content-Disposition header: the UTF-8 `filename*` when given, else `filename`. */
export const fileNameOf = (disposition: string | null): string | null => {
  if (!disposition) {
    return null;
  }
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || null;
};

/** GET a file as a Blob, named by Content-Disposition (a plain link could not carry the bearer token). */
export const downloadFile = async (path: string, options: RequestOptions = {}): Promise<DownloadedFile> => {
  const response = await send('GET', path, undefined, options, '*/*');
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
};

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body: unknown = {}, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};

// Files travel with the same methods (spec 01 §7: only GET, POST, PUT, DELETE) and the same headers.

/** POST or PUT a multipart form: the file and its fields (the browser sets the boundary). */
export const uploadForm = <T>(method: 'POST' | 'PUT', path: string, form: FormData, options?: RequestOptions) =>
  request<T>(method, path, form, options);
