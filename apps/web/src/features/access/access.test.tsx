import type { TPolicy, TRole } from '@lanehub/shared/features/access/access.contract';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAccountSelection, setAccessToken, setAuthTime, setPolicy, setProfile } from '../../lib/session';
import { fakeJwt, mockFetch } from '../../test/fetch-mock';
import { makeProfile } from '../../test/fixtures';
import { renderWithRoutes, resetClientState } from '../../test/render';
import { AccessPage } from './pages/access-page';

const TOKEN = fakeJwt(Math.floor(Date.now() / 1000) + 900);

// A company administrator (not a system administrator) who holds the tenant-scoped adminMgt.instruction.
const signInCompanyAdmin = (permissions: string[] = ['company.*', 'adminMgt.instruction']) => {
  setAccessToken(TOKEN);
  setAuthTime(Date.now());
  setProfile(makeProfile({ role: 'admin' }));
  saveAccountSelection({
    account: { _id: 'a1', number: 'ACC-1001', accountType: null, mode: null, enable: true },
    mode: 'ocean',
    type: null,
    integratedShipping: false,
  });
  setPolicy({ roles: ['admin'], permissions, isSystemAdmin: false });
};

const role: TRole = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Dispatcher',
  description: null,
  features: ['integratedShipping', 'roadMgt'],
  companyId: 'c1',
  createdAt: '2025-03-02T15:00:00.000Z',
};

const list = <T,>(rows: T[]) => ({ body: { data: rows, meta: { total: rows.length, skip: 0, limit: 10 } } });

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('Access management → Roles', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows features by their readable names and offers only the ones the user may grant', async () => {
    signInCompanyAdmin();
    mockFetch({ 'GET /api/uaa/roles': list([role]) });
    renderWithRoutes([{ path: '/settings/access', Component: AccessPage }], '/settings/access?tab=roles');
    // The roles table: readable feature names, never the stored identifiers.
    expect(await screen.findByText('Integrated Shipping')).toBeInTheDocument();
    expect(screen.getByText('Road')).toBeInTheDocument();
    expect(screen.queryByText('integratedShipping')).not.toBeInTheDocument();

    const ue = userEvent.setup();
    await ue.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog');
    await ue.click(within(dialog).getByRole('combobox', { name: 'Features' }));
    const offered = optionNames();
    expect(offered).toContain('Asset Management');
    expect(offered).toContain('Integrated Shipping');
    // adminMgt would grant adminMgt.*, which a company administrator does not hold.
    expect(offered).not.toContain('System Administrator');
    expect(offered).not.toContain('adminMgt');
  });

  it('offers the platform feature to a user who holds adminMgt.*', async () => {
    signInCompanyAdmin(['company.*', 'adminMgt.*']);
    mockFetch({ 'GET /api/uaa/roles': list([]) });
    renderWithRoutes([{ path: '/settings/access', Component: AccessPage }], '/settings/access?tab=roles');
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog');
    await ue.click(within(dialog).getByRole('combobox', { name: 'Features' }));
    expect(optionNames()).toContain('System Administrator');
  });

  it("puts a taken name on the Name field and keeps the spec's toast", async () => {
    signInCompanyAdmin();
    const taken = 'A role with this name already exists';
    mockFetch({
      'GET /api/uaa/roles': list([role]),
      'POST /api/uaa/roles': { status: 409, body: { message: taken, code: 'CONFLICT', fieldErrors: { name: taken } } },
    });
    renderWithRoutes([{ path: '/settings/access', Component: AccessPage }], '/settings/access?tab=roles');
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog');
    await ue.type(within(dialog).getByLabelText(/Name/), 'dispatcher');
    await ue.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to create new role.')).toBeInTheDocument();
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Access management → Policies', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => vi.unstubAllGlobals());

  const policy: TPolicy = {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Asset managers',
    description: null,
    permissions: ['asset.*'],
    companyId: 'c1',
    attached: true,
    userCount: 0,
    createdAt: '2025-03-02T15:00:00.000Z',
  };

  it('offers only grantable permissions and puts a taken name on the Name field', async () => {
    signInCompanyAdmin();
    const taken = 'A policy with this name already exists';
    let sent: unknown = null;
    mockFetch({
      'GET /api/uaa/policies': list([policy]),
      'POST /api/uaa/policies': (req) => {
        sent = req.body;
        return { status: 409, body: { message: taken, code: 'CONFLICT', fieldErrors: { name: taken } } };
      },
    });
    renderWithRoutes([{ path: '/settings/access', Component: AccessPage }], '/settings/access');
    // The policy's permissions in the table: labels, not codes.
    expect(await screen.findByText('Asset Management: Everything')).toBeInTheDocument();
    expect(screen.queryByText('asset.*')).not.toBeInTheDocument();
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'New policy' }));
    const dialog = await screen.findByRole('dialog');
    await ue.click(within(dialog).getByRole('combobox', { name: 'Permissions' }));
    const offered = optionNames();
    // Permissions read as labels, never as codes (issue 13 §9).
    expect(offered).toContain('Asset Management: Everything');
    expect(offered).toContain('Orders: View shipments');
    expect(offered.filter((name) => /^[a-zA-Z]+\.[a-zA-Z*-]+$/.test(name ?? ''))).toEqual([]);
    // Held by the user, so theirs to give; the other platform permissions are not.
    expect(offered).toContain('System Administrator: Instructions');
    expect(offered).not.toContain('System Administrator: Companies');
    expect(offered).not.toContain('System Administrator: Everything');
    await ue.click(screen.getByRole('option', { name: 'Asset Management: Everything' }));
    await ue.type(within(dialog).getByLabelText(/^Name/), 'asset managers');
    await ue.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(sent).toMatchObject({ name: 'asset managers', permissions: ['asset.*'] });
  });
});
