import { API_KEY_HEADER, DEFAULT_WEB_API_KEY } from '@lanehub/shared/constants/app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, downloadFile, fileNameOf, setUnauthorizedHandler, uploadForm } from './api-client';
import { clearSession, setAccessToken } from './session';

// Uploads (multipart) and downloads (Blob) through the one client: same base, key, token and errors.
const stubFetch = (response: () => Response) => {
  const fn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fn);
  return fn;
};

describe('api client files', () => {
  beforeEach(() => {
    clearSession();
    setAccessToken('tok-9');
  });
  afterEach(() => {
    setUnauthorizedHandler(null);
    vi.unstubAllGlobals();
  });

  it('sends a FormData body as is, with the API key and token and no JSON content type', async () => {
    const fn = stubFetch(() => Response.json({ data: { id: 'd1' }, meta: { message: 'File x has been uploaded!' } }));
    const form = new FormData();
    form.append('where', 'company');
    const reply = await uploadForm<{ id: string }>('POST', '/lanehub-core/documents', form);
    expect(reply).toEqual({ data: { id: 'd1' }, meta: { message: 'File x has been uploaded!' } });
    const [url, init] = fn.mock.calls[0] ?? [];
    expect(url).toBe('/api/lanehub-core/documents');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    const headers = new Headers(init?.headers);
    expect(headers.get(API_KEY_HEADER)).toBe(DEFAULT_WEB_API_KEY);
    expect(headers.get('authorization')).toBe('Bearer tok-9');
    expect(headers.has('content-type')).toBe(false);
  });

  it('downloads a Blob with the name of Content-Disposition', async () => {
    const fn = stubFetch(
      () =>
        new Response('%PDF-1.4', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="Caf_.pdf"; filename*=UTF-8''Caf%C3%A9.pdf`,
          },
        }),
    );
    const file = await downloadFile('/lanehub-core/documents/d1/download');
    expect(file.fileName).toBe('Café.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4');
    const headers = new Headers(fn.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer tok-9');
    expect(headers.get('accept')).toBe('*/*');
  });

  it('turns a failed download into an ApiError with the server message, and a 401 ends the session', async () => {
    stubFetch(() => Response.json({ message: 'The record was not found', code: 'NOT_FOUND' }, { status: 404 }));
    await expect(downloadFile('/lanehub-core/documents/x/download')).rejects.toMatchObject({
      status: 404,
      message: 'The record was not found',
    });

    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    stubFetch(() => Response.json({ message: 'Please log in to continue', code: 'UNAUTHORIZED' }, { status: 401 }));
    await expect(downloadFile('/lanehub-core/documents/x/download')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reads file names from Content-Disposition', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment; filename="rates.pdf"')).toBe('rates.pdf');
    expect(fileNameOf('attachment; filename=rates.pdf')).toBe('rates.pdf');
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''%C3%A9t%C3%A9.pdf`)).toBe('été.pdf');
    expect(fileNameOf(`attachment; filename="fallback.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('fallback.pdf');
    expect(fileNameOf('inline')).toBeNull();
  });
});
