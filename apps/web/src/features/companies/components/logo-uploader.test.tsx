import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken, setPolicy, setProfile } from '../../../lib/session';
import { callsOf, fakeJwt, mockFetch } from '../../../test/fetch-mock';
import { makeProfile } from '../../../test/fixtures';
import { renderWithProviders, resetClientState } from '../../../test/render';
import { LogoUploader } from './logo-uploader';

const OWN_LOGO = 'GET /api/lanehub-core/companies/c1/logo';
const TOKEN = fakeJwt(Math.floor(Date.now() / 1000) + 900);

const signIn = (permissions: string[]) => {
  setAccessToken(TOKEN);
  setProfile(makeProfile());
  setPolicy({ roles: ['admin'], permissions, isSystemAdmin: false });
};

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) {
    throw new Error('no file input');
  }
  return input;
};

// jsdom has no object URLs: each Blob gets a numbered one.
let objectUrls: Blob[] = [];
beforeEach(async () => {
  await resetClientState();
  notifications.clean();
  objectUrls = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      objectUrls.push(blob);
      return `blob:logo-${objectUrls.length}`;
    },
    revokeObjectURL: () => undefined,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('LogoUploader', () => {
  it("shows the company's logo, read with the session's headers", async () => {
    signIn(['company.*']);
    mockFetch({
      [OWN_LOGO]: (req) => {
        expect(req.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
        return { body: 'png-bytes' };
      },
    });
    renderWithProviders(<LogoUploader />);
    const image = await screen.findByRole('img', { name: 'Company logo' });
    expect(image).toHaveAttribute('src', 'blob:logo-1');
    expect(await objectUrls[0]?.text()).toBe('"png-bytes"');
  });

  it('says there is none yet on a 404', async () => {
    signIn(['company.*']);
    mockFetch({ [OWN_LOGO]: { status: 404, body: { message: 'The record was not found', code: 'NOT_FOUND' } } });
    renderWithProviders(<LogoUploader />);
    expect(await screen.findByText('No logo yet')).toBeInTheDocument();
    expect(screen.getByText('JPEG or PNG, up to 2 MB.')).toBeInTheDocument();
  });

  it('says there is none yet on a 204 (the server has no logo to send)', async () => {
    signIn(['company.*']);
    mockFetch({ [OWN_LOGO]: { status: 204 } });
    renderWithProviders(<LogoUploader />);
    expect(await screen.findByText('No logo yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Company logo' })).not.toBeInTheDocument();
  });

  it('uploads a PNG, shows it at once and reports it', async () => {
    signIn(['company.*']);
    let sent: FormData | null = null;
    const onUploaded = vi.fn();
    const fetchFn = mockFetch({
      [OWN_LOGO]: { status: 404, body: { message: 'The record was not found', code: 'NOT_FOUND' } },
      'PUT /api/lanehub-core/company/logo': {
        body: {
          data: {
            companyId: 'c1',
            fileId: '00000000-0000-4000-8000-000000000001',
            mimeType: 'image/png',
            size: 3,
            url: '/api/lanehub-core/companies/c1/logo',
          },
          meta: { message: 'The company logo has been updated' },
        },
      },
    });
    const original = fetchFn.getMockImplementation() as typeof fetch;
    fetchFn.mockImplementation(async (input, init) => {
      if (init?.body instanceof FormData) {
        sent = init.body;
      }
      return original(input, init);
    });
    renderWithProviders(<LogoUploader onUploaded={onUploaded} />);
    await screen.findByText('No logo yet');
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png');

    const user = userEvent.setup();
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await user.upload(fileInput(), logo);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('The company logo has been updated')).toBeInTheDocument();
    // One toast for the upload (issue 13 §8): the picker's generic confirmation is not added.
    expect(screen.queryByText('logo.png file uploaded successfully')).not.toBeInTheDocument();
    expect(((sent as FormData | null)?.get('file') as File | null)?.name).toBe('logo.png');
    expect(await screen.findByRole('img', { name: 'Company logo' })).toBeInTheDocument();
    expect(objectUrls.at(-1)).toBe(logo);
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ companyId: 'c1', mimeType: 'image/png' }));
    // The new logo is the file just sent: it is not fetched back.
    expect(callsOf(fetchFn).filter((call) => call === OWN_LOGO)).toHaveLength(1);
  });

  it('refuses a GIF before uploading', async () => {
    signIn(['company.*']);
    const fetchFn = mockFetch({ [OWN_LOGO]: { status: 404, body: { message: 'x', code: 'NOT_FOUND' } } });
    renderWithProviders(<LogoUploader />);
    await screen.findByText('No logo yet');
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(), new File(['gif'], 'logo.gif', { type: 'image/gif' }));
    expect(screen.getByText('logo.gif is not supported file types')).toBeInTheDocument();
    expect(callsOf(fetchFn).some((call) => call.startsWith('PUT'))).toBe(false);
  });

  it("shows a partner's logo without the upload, and so for a user without company.edit", async () => {
    signIn(['company.*']);
    mockFetch({
      'GET /api/lanehub-core/companies/p9/logo': { body: 'partner' },
      [OWN_LOGO]: { body: 'own' },
    });
    const { unmount } = renderWithProviders(<LogoUploader companyId="p9" companyName="Great Lakes Trucking" />);
    expect(await screen.findByRole('img', { name: 'Logo of Great Lakes Trucking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    unmount();

    signIn(['company.view']);
    renderWithProviders(<LogoUploader />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Company logo' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });
});
