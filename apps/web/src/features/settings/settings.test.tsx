import type { TCompanyUser, TProfileDetails } from '@lanehub/shared/features/settings/settings.contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import {
  getSession,
  saveAccountSelection,
  setAccessToken,
  setAuthTime,
  setPolicy,
  setProfile,
} from '../../lib/session';
import { fakeJwt, type MockRequest, mockFetch } from '../../test/fetch-mock';
import { makeProfile } from '../../test/fixtures';
import { renderWithRoutes, resetClientState } from '../../test/render';
import { ProfilePage } from './pages/profile-page';
import { UsersPage } from './pages/users-page';

// Pages imported eagerly: a lazy route's first import can outlast the query timeout on a busy machine.
const usersRoute = [{ path: '/settings/users', Component: UsersPage }];

const TOKEN = fakeJwt(Math.floor(Date.now() / 1000) + 900);

const signIn = (role: 'admin' | 'user') => {
  setAccessToken(TOKEN);
  setAuthTime(Date.now());
  setProfile(makeProfile({ role }));
  saveAccountSelection({
    account: { _id: 'a1', number: 'ACC-1001', accountType: null, mode: null, enable: true },
    mode: 'ocean',
    type: null,
    integratedShipping: false,
  });
  setPolicy({ roles: [role], permissions: ['company.*'], isSystemAdmin: false });
};

const user = (n: number): TCompanyUser => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `user${n}@example.test`,
  firstName: 'User',
  lastName: `Number${n}`,
  phone: null,
  title: null,
  role: 'user',
  enabled: true,
  isSystemAdmin: false,
  avatarUrl: null,
  createdAt: '2025-03-02T15:00:00.000Z',
  updatedAt: '2025-03-02T15:00:00.000Z',
});

const listOf = (rows: TCompanyUser[]) => (req: MockRequest) => {
  const skip = Number(req.url.searchParams.get('skip') ?? 0);
  const limit = Number(req.url.searchParams.get('limit') ?? 10);
  return { body: { data: rows.slice(skip, skip + limit), meta: { total: rows.length, skip, limit } } };
};

describe('Settings → Users', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists the company's users ten at a time", async () => {
    signIn('admin');
    mockFetch({ 'GET /api/lanehub-core/users': listOf(Array.from({ length: 12 }, (_, i) => user(i + 1))) });
    renderWithRoutes(usersRoute, '/settings/users');
    expect(await screen.findByText('1-10 of 12')).toBeInTheDocument();
    expect(screen.getByText('User Number1')).toBeInTheDocument();
  });

  it("shows each user's role by its singular name, as the admin area does", async () => {
    signIn('admin');
    mockFetch({ 'GET /api/lanehub-core/users': listOf([{ ...user(1), role: 'admin' }, user(2)]) });
    renderWithRoutes(usersRoute, '/settings/users');
    expect(await screen.findByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('User')).toBeInTheDocument();
    expect(screen.queryByText('Administrators')).not.toBeInTheDocument();
  });

  it('invites a user with e-mail and contact name through the invitation call', async () => {
    signIn('admin');
    let sent: unknown = null;
    // The invitation route belongs to sign-up (POST /api/lanehub-core/users/invite); mocked here.
    mockFetch({
      'GET /api/lanehub-core/users': listOf([user(1)]),
      'POST /api/lanehub-core/users/invite': (req) => {
        sent = req.body;
        return {
          status: 201,
          body: { data: {}, meta: { message: 'An invitation has been sent to new@example.test' } },
        };
      },
    });
    renderWithRoutes(usersRoute, '/settings/users');
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog');
    await ue.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    await ue.type(within(dialog).getByLabelText(/Email/), 'New@Example.test');
    await ue.type(within(dialog).getByLabelText(/Contact name/), 'Nora New');
    await ue.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sent).toEqual({ email: 'new@example.test', contactName: 'Nora New', grants: [] }));
    expect(await screen.findByText('An invitation has been sent to new@example.test')).toBeInTheDocument();
  });

  const policy = (id: string, name: string, permissions: string[]) => ({
    id,
    name,
    description: null,
    permissions,
    companyId: 'c1',
    attached: true,
    userCount: 1,
    createdAt: '2025-03-02T15:00:00.000Z',
  });
  const ADMIN_POLICY = '00000000-0000-4000-8000-0000000000a1';
  const VIEWER_POLICY = '00000000-0000-4000-8000-0000000000a2';

  it('invites with the names and, by default, the least-privileged policy on the current account', async () => {
    signIn('admin');
    let sent: unknown = null;
    mockFetch({
      'GET /api/lanehub-core/users': listOf([user(1)]),
      'GET /api/uaa/policies': {
        body: {
          data: [
            policy(ADMIN_POLICY, 'Company administrator', ['company.*', 'mynetwork.*']),
            policy(VIEWER_POLICY, 'Operations viewer', ['order.view', 'company.view']),
          ],
          meta: { total: 2 },
        },
      },
      'POST /api/lanehub-core/users/invite': (req) => {
        sent = req.body;
        return {
          status: 201,
          body: { data: {}, meta: { message: 'An invitation has been sent to nina@example.test' } },
        };
      },
    });
    renderWithRoutes(usersRoute, '/settings/users');
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog');
    // Never administration by default: the viewer policy, on the account the administrator works in.
    expect(await within(dialog).findByDisplayValue('Operations viewer')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('ACC-1001')).toBeInTheDocument();
    await ue.type(within(dialog).getByLabelText(/Email/), 'nina@example.test');
    await ue.type(within(dialog).getByLabelText(/Contact name/), 'Nina');
    await ue.type(within(dialog).getByLabelText('First name'), 'Nina');
    await ue.type(within(dialog).getByLabelText('Last name'), 'Okafor');
    await ue.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(sent).toEqual({
        email: 'nina@example.test',
        contactName: 'Nina',
        firstName: 'Nina',
        lastName: 'Okafor',
        grants: [{ policyId: VIEWER_POLICY, accountId: 'a1' }],
      }),
    );
  });

  it('lists the pending invitations with Resend and Revoke', async () => {
    signIn('admin');
    const calls: string[] = [];
    const id = '00000000-0000-4000-8000-0000000000b1';
    mockFetch({
      'GET /api/lanehub-core/users': listOf([user(1)]),
      'GET /api/lanehub-core/users/invitations': {
        body: {
          data: [
            {
              id,
              email: 'omar@example.test',
              contactName: 'Omar',
              firstName: 'Omar',
              lastName: 'Haddad',
              invitedBy: 'Claire Tremblay',
              grants: [{ policyName: 'Operations viewer', accountNumber: 'ACC-1001' }],
              createdAt: '2026-11-20T10:00:00.000Z',
              expiresAt: '2026-11-27T10:00:00.000Z',
            },
          ],
          meta: { total: 1, skip: 0, limit: 10 },
        },
      },
      [`POST /api/lanehub-core/users/invitations/${id}/resend`]: () => {
        calls.push('resend');
        return {
          body: {
            data: { id, email: 'omar@example.test' },
            meta: { message: 'The invitation to omar@example.test has been sent again' },
          },
        };
      },
      [`DELETE /api/lanehub-core/users/invitations/${id}`]: () => {
        calls.push('revoke');
        return {
          body: {
            data: { id, email: 'omar@example.test' },
            meta: { message: 'The invitation to omar@example.test has been revoked' },
          },
        };
      },
    });
    renderWithRoutes(usersRoute, '/settings/users');
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    expect(screen.getByText('1 pending invitation')).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /omar@example\.test/ });
    expect(row).toHaveTextContent('Omar Haddad');
    expect(row).toHaveTextContent('Operations viewer (ACC-1001)');
    expect(row).toHaveTextContent('Claire Tremblay');
    const ue = userEvent.setup();
    await ue.click(within(row).getByRole('button', { name: 'Resend the invitation to omar@example.test' }));
    expect(await screen.findByText('The invitation to omar@example.test has been sent again')).toBeInTheDocument();
    await ue.click(within(row).getByRole('button', { name: 'Revoke the invitation to omar@example.test' }));
    await ue.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The invitation to omar@example.test has been revoked')).toBeInTheDocument();
    expect(calls).toEqual(['resend', 'revoke']);
  });

  it('tells a user who is not a company administrator that they may not', async () => {
    signIn('user');
    mockFetch({});
    renderWithRoutes(usersRoute, '/settings/users');
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
  });
});

describe('Settings → Profile', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the ROLE as the singular role name, in French too', async () => {
    signIn('admin');
    await i18n.changeLanguage('fr');
    mockFetch({
      'GET /api/lanehub-core/profile': {
        body: {
          data: {
            userId: 'u1',
            email: 'ada@example.test',
            firstName: 'Ada',
            lastName: 'Lovelace',
            phone: null,
            title: null,
            role: 'admin',
            isSystemAdmin: false,
            companyId: 'c1',
            avatarUrl: null,
          } satisfies TProfileDetails,
          meta: {},
        },
      },
    });
    renderWithRoutes([{ path: '/settings/profile', Component: ProfilePage }], '/settings/profile');
    expect(await screen.findByText('Administrateur')).toBeInTheDocument();
    expect(screen.queryByText('Administrateurs')).not.toBeInTheDocument();
  });

  it("updates the profile and shows 'Your user profile has been updated'", async () => {
    signIn('user');
    const details: TProfileDetails = {
      userId: 'u1',
      email: 'ada@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: null,
      title: null,
      role: 'user',
      isSystemAdmin: false,
      companyId: 'c1',
      avatarUrl: null,
    };
    let sent: unknown = null;
    mockFetch({
      'GET /api/lanehub-core/profile': { body: { data: details, meta: {} } },
      'PUT /api/lanehub-core/profile': (req) => {
        sent = req.body;
        return {
          body: { data: { ...details, title: 'Engineer' }, meta: { message: 'Your user profile has been updated' } },
        };
      },
    });
    renderWithRoutes([{ path: '/settings/profile', Component: ProfilePage }], '/settings/profile');
    const ue = userEvent.setup();
    const title = await screen.findByLabelText('Title');
    await ue.type(title, 'Engineer');
    await ue.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByText('Your user profile has been updated')).toBeInTheDocument();
    expect(sent).toEqual({ firstName: 'Ada', lastName: 'Lovelace', phone: null, title: 'Engineer' });
  });

  it("gives the session's profile the new avatar's address, and none once it is removed", async () => {
    signIn('user');
    Object.assign(URL, { createObjectURL: () => 'blob:avatar', revokeObjectURL: () => undefined });
    const avatarUrl = '/api/lanehub-core/users/u1/avatar';
    const details: TProfileDetails = {
      userId: 'u1',
      email: 'ada@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: null,
      title: null,
      role: 'user',
      isSystemAdmin: false,
      companyId: 'c1',
      avatarUrl: null,
    };
    mockFetch({
      'GET /api/lanehub-core/profile': { body: { data: details, meta: {} } },
      'PUT /api/lanehub-core/profile/avatar': {
        body: { data: { ...details, avatarUrl }, meta: { message: 'Your avatar has been updated' } },
      },
      'DELETE /api/lanehub-core/profile/avatar': {
        body: { data: details, meta: { message: 'Your avatar has been removed' } },
      },
      [`GET ${avatarUrl}`]: { body: 'png bytes' },
    });
    renderWithRoutes([{ path: '/settings/profile', Component: ProfilePage }], '/settings/profile');
    const ue = userEvent.setup();
    await screen.findByLabelText('Title');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await ue.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    await ue.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Your avatar has been updated')).toBeInTheDocument();
    expect(getSession().profile?.avatar).toBe(avatarUrl);
    await ue.click(await screen.findByRole('button', { name: 'Remove avatar' }));
    expect(await screen.findByText('Your avatar has been removed')).toBeInTheDocument();
    expect(getSession().profile?.avatar).toBeNull();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
});
