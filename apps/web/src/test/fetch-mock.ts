import { vi } from 'vitest';

export type MockRequest = { method: string; url: URL; body: unknown; headers: Headers; signal: AbortSignal | null };
export type MockReply = { status?: number; body?: unknown };
export type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

/** Stubs global fetch with replies keyed by 'METHOD /path' (the query string is ignored). */
export const mockFetch = (routes: Record<string, MockHandler>) => {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = routes[`${method} ${url.pathname}`];
    const request: MockRequest = {
      method,
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
      signal: init?.signal ?? null,
    };
    const reply: MockReply = handler
      ? typeof handler === 'function'
        ? await handler(request)
        : handler
      : { status: 404, body: { message: `Not mocked: ${method} ${url.pathname}`, code: 'NOT_MOCKED' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
};

/** The calls made to the mock, as 'METHOD /path?query'. */
export const callsOf = (fn: ReturnType<typeof mockFetch>) =>
  fn.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
  });

/** An unsigned JWT carrying the given expiry (epoch seconds); the client only reads `exp`. */
export const fakeJwt = (exp: number) => {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', exp })}.signature`;
};
