import { API_KEY_HEADER, DEFAULT_WEB_API_KEY, HTTP_TIMEOUT_MS } from '@lanehub/shared/constants/app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { ApiError, api, setUnauthorizedHandler, TIMEOUT_MESSAGE } from './api-client';
import { changeLanguage, i18n, translateMessage } from './i18n';
import { clearSession, setAccessToken } from './session';

describe('api client', () => {
  beforeEach(() => {
    clearSession();
  });
  afterEach(() => {
    setUnauthorizedHandler(null);
    vi.unstubAllGlobals();
  });

  it('calls /api with the API key and the bearer token, and unwraps the envelope', async () => {
    const fetchFn = mockFetch({
      'GET /api/things': (req) => {
        expect(req.headers.get(API_KEY_HEADER)).toBe(DEFAULT_WEB_API_KEY);
        expect(req.headers.get('authorization')).toBe('Bearer tok-1');
        expect(req.url.searchParams.get('skip')).toBe('10');
        expect(req.url.searchParams.has('search')).toBe(false);
        return { body: { data: [{ id: 1 }], meta: { total: 1 } } };
      },
    });
    setAccessToken('tok-1');
    const reply = await api.get<Array<{ id: number }>>('/things', { query: { skip: 10, search: '' } });
    expect(reply).toEqual({ data: [{ id: 1 }], meta: { total: 1 } });
    expect(fetchFn).toHaveBeenCalledOnce();
    expect(fetchFn.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('sends no Authorization header without a token, and JSON bodies on PUT', async () => {
    mockFetch({
      'PUT /api/user/login': (req) => {
        expect(req.headers.has('authorization')).toBe(false);
        expect(req.headers.get('content-type')).toBe('application/json');
        expect(req.body).toEqual({ email: 'a@b.co', password: 'x' });
        return { body: { data: { accessToken: 't', RefreshToken: 'r' }, meta: {} } };
      },
    });
    const reply = await api.put<{ accessToken: string }>('/user/login', { email: 'a@b.co', password: 'x' });
    expect(reply.data.accessToken).toBe('t');
  });

  it('exposes only get, post, put and delete', () => {
    expect(Object.keys(api).sort()).toEqual(['delete', 'get', 'post', 'put']);
  });

  it('rejects with the server body, status, code and field errors', async () => {
    const body = {
      message: 'The company name or account number is not valid',
      code: 'VALIDATION',
      fieldErrors: { accountNumber: 'The company name or account number is not valid' },
    };
    mockFetch({ 'PUT /api/user/account': { status: 400, body } });
    const error = await api.put('/user/account', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe(body.message);
    expect(apiError.code).toBe('VALIDATION');
    expect(apiError.fieldErrors).toEqual(body.fieldErrors);
    expect(apiError.body).toEqual(body);
  });

  it('learns the codes of the messages the server sends, so they are translated by key', async () => {
    // Texts this app never made (a value only the server knows), with their codes and params.
    const body = {
      message: 'CAZZZ is not in the UN/LOCODE list',
      code: 'VALIDATION',
      messageCode: 'locations.messages.unlocodeUnknown',
      params: { code: 'CAZZZ' },
      fieldErrors: { code: 'Atlantis is not a known country' },
      fieldCodes: { code: { code: 'locations.messages.countryUnknown', params: { country: 'Atlantis' } } },
    };
    mockFetch({
      'POST /api/locations': { status: 400, body },
      'GET /api/jobs/1': {
        body: {
          data: {
            errorReport: {
              message: 'Unknown column Zone',
              messageCode: 'locations.messages.unknownColumn',
              params: { column: 'Zone' },
            },
          },
          meta: {
            message: 'Role Night shift is created',
            messageCode: 'access.messages.roleCreated',
            params: { name: 'Night shift' },
          },
        },
      },
    });
    const error = (await api.post('/locations', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ messageCode: 'locations.messages.unlocodeUnknown', params: { code: 'CAZZZ' } });
    expect(error.fieldCodes).toEqual(body.fieldCodes);
    await api.get('/jobs/1');
    await changeLanguage('fr');
    try {
      expect(translateMessage(i18n.t, error.message)).toBe('CAZZZ ne figure pas dans la liste UN/LOCODE');
      expect(translateMessage(i18n.t, error.fieldErrors?.code)).toBe('Atlantis n’est pas un pays connu');
      expect(translateMessage(i18n.t, 'Unknown column Zone')).toBe('Colonne inconnue Zone');
      expect(translateMessage(i18n.t, 'Role Night shift is created')).toBe('Le rôle Night shift est créé');
    } finally {
      await changeLanguage('en');
    }
  });

  it("learns the codes of messages inside a list's rows, like a single record's", async () => {
    mockFetch({
      'GET /api/imports': {
        body: {
          data: [
            {
              row: 3,
              message: 'Unknown column Quay',
              messageCode: 'locations.messages.unknownColumn',
              params: { column: 'Quay' },
            },
            {
              row: 7,
              message: 'DEZZZ is not in the UN/LOCODE list',
              messageCode: 'locations.messages.unlocodeUnknown',
              params: { code: 'DEZZZ' },
            },
          ],
          meta: {},
        },
      },
    });
    const { data } = await api.get<Array<{ message: string }>>('/imports');
    await changeLanguage('es');
    try {
      expect(data.map((row) => translateMessage(i18n.t, row.message))).toEqual([
        i18n.t('locations.messages.unknownColumn', { column: 'Quay' }),
        i18n.t('locations.messages.unlocodeUnknown', { code: 'DEZZZ' }),
      ]);
      expect(translateMessage(i18n.t, 'Unknown column Quay')).not.toBe('Unknown column Quay');
    } finally {
      await changeLanguage('en');
    }
  });

  it('passes a 500 on as a rejection without going to /logout', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch({ 'GET /api/boom': { status: 500, body: { message: 'Kaput', code: 'INTERNAL' } } });
    await expect(api.get('/boom')).rejects.toMatchObject({ status: 500, message: 'Kaput' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('sends the browser to /logout on a 401', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mockFetch({
      'GET /api/user/profile': { status: 401, body: { message: 'Please log in to continue', code: 'UNAUTHENTICATED' } },
    });
    await expect(api.get('/user/profile')).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith('/logout');
  });

  it('uses the installed handler for a 401, but not for calls that handle their own 401', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch({
      'PUT /api/user/login': {
        status: 401,
        body: { message: 'The email or password is incorrect', code: 'BAD_LOGIN' },
      },
      'GET /api/anything': { status: 401, body: { message: 'no', code: 'UNAUTHENTICATED' } },
    });
    await expect(api.put('/user/login', {}, { skipAuthRedirect: true })).rejects.toMatchObject({
      status: 401,
      message: 'The email or password is incorrect',
    });
    expect(handler).not.toHaveBeenCalled();
    await expect(api.get('/anything')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledOnce();
  });

  it('aborts after 30 s with a timeout error', async () => {
    vi.useFakeTimers();
    let seenSignal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            seenSignal = init?.signal ?? undefined;
            init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      ),
    );
    const pending = api.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(seenSignal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(seenSignal?.aborted).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT', message: TIMEOUT_MESSAGE });
  });
});
