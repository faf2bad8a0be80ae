import type { TMeta } from '@lanehub/shared';
import { API_KEY_HEADER, DEFAULT_WEB_API_KEY, HTTP_TIMEOUT_MS } from '@lanehub/shared';
import { getAccessToken } from './session';

// The one HTTP client (spec 01 §7): base /api, API key and bearer headers, 30 s timeout, only
// GET/POST/PUT/DELETE, a 401 sends the browser to /logout, rejections carry the server's body.

export const API_BASE = '/api';
export const TIMEOUT_MESSAGE = 'The server did not answer in time. Please try again.';
export const NETWORK_MESSAGE = 'The server could not be reached. Please check your connection.';
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export type Envelope<T> = { data: T; meta: TMeta };

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  /** Login, refresh and logout handle their own 401; every other 401 ends the session. */
  skipAuthRedirect?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
};

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly body: unknown;

  constructor(input: {
    status: number;
    message: string;
    code: string;
    fieldErrors?: Record<string, string> | undefined;
    body?: unknown;
  }) {
    super(input.message);
    this.name = 'ApiError';
    this.status = input.status;
    this.code = input.code;
    this.fieldErrors = input.fieldErrors;
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
    return new ApiError({
      status,
      message: typeof body.message === 'string' && body.message ? body.message : FALLBACK_MESSAGE,
      code: typeof body.code === 'string' ? body.code : `HTTP_${status}`,
      fieldErrors: stringRecord(body.fieldErrors),
      body,
    });
  }
  return new ApiError({ status, message: FALLBACK_MESSAGE, code: `HTTP_${status}`, body });
};

const request = async <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<Envelope<T>> => {
  const headers: Record<string, string> = { Accept: 'application/json', [API_KEY_HEADER]: apiKey() };
  const token = getAccessToken();
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  if (body !== undefined) {
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
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) {
      throw new ApiError({ status: 0, message: TIMEOUT_MESSAGE, code: 'TIMEOUT' });
    }
    if (options.signal?.aborted) {
      throw error;
    }
    throw new ApiError({ status: 0, message: NETWORK_MESSAGE, code: 'NETWORK_ERROR' });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  const parsed = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && !options.skipAuthRedirect) {
      unauthorizedHandler();
    }
    throw errorFrom(response.status, parsed);
  }
  if (isRecord(parsed) && 'data' in parsed) {
    return { data: parsed.data as T, meta: isRecord(parsed.meta) ? (parsed.meta as TMeta) : {} };
  }
  // A reply without the envelope (e.g. 204) still resolves, with the raw body as data.
  return { data: parsed as T, meta: {} };
};

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body: unknown = {}, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
