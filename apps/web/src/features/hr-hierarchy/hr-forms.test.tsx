import { HR_MSG } from '@lanehub/shared/features/hr-hierarchy/hr-hierarchy.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAccountSelection, setAccessToken, setAuthTime, setPolicy, setProfile } from '../../lib/session';
import { fakeJwt, type MockRequest, mockFetch } from '../../test/fetch-mock';
import { makeProfile } from '../../test/fixtures';
import { renderApp, resetClientState } from '../../test/render';

// The HR forms are the list kit's EntityFormModal: the server's field error lands on its field (no
// toast), a success is one toast and closes the form.

const signIn = () => {
  setAccessToken(fakeJwt(Math.floor(Date.now() / 1000) + 900));
  setAuthTime(Date.now());
  setProfile(makeProfile());
  saveAccountSelection({
    account: { _id: 'a1', number: 'ACC-1001', accountType: null, mode: null, enable: true },
    mode: 'integrated_shipping',
    type: null,
    integratedShipping: true,
  });
  setPolicy({ roles: ['user'], permissions: ['mynetwork.*'], isSystemAdmin: false });
};

describe('HR forms on the list kit', () => {
  beforeEach(resetClientState);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('creates a department: the server’s field error on its field, then one toast and the form closes', async () => {
    signIn();
    const posted: unknown[] = [];
    mockFetch({
      'GET /api/hr-hierarchy/department': { body: { data: [], meta: {} } },
      'POST /api/hr-hierarchy/create-department': (req: MockRequest) => {
        posted.push(req.body);
        const { name } = req.body as { name: string };
        if (name === 'Operations') {
          const message = HR_MSG.departmentExists(name);
          return { status: 409, body: { message, code: 'CONFLICT', fieldErrors: { name: message } } };
        }
        return { body: { data: { id: 'd1' }, meta: { message: HR_MSG.departmentCreated(name) } } };
      },
    });
    renderApp('/company/company-hierarchy');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New department' }));
    const dialog = await screen.findByRole('dialog', { name: 'New department' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.type(name, 'Operations');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A department named Operations already exists')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.clear(name);
    await user.type(name, 'Dispatch');
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'DSP');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Department Dispatch has been created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([
      { name: 'Operations', code: null, description: null, parent_id: null },
      { name: 'Dispatch', code: 'DSP', description: null, parent_id: null },
    ]);
  });

  it('refuses an empty HR role name before sending, with the error on the field', async () => {
    signIn();
    const calls: string[] = [];
    mockFetch({
      'GET /api/hr-hierarchy/department': { body: { data: [], meta: {} } },
      'GET /api/hr-hierarchy/user-role': { body: { data: [], meta: {} } },
      'POST /api/hr-hierarchy/user-role': (req: MockRequest) => {
        calls.push(req.url.pathname);
        return { body: { data: {}, meta: {} } };
      },
    });
    renderApp('/company/company-hierarchy?tab=roles');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New HR role' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: /Role name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });
});
