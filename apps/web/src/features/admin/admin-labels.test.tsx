import type { TAdminAccount, TAdminCompany } from '@lanehub/shared/features/admin/admin.contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalogue } from '../../lib/i18n';
import { saveAccountSelection, setAccessToken, setAuthTime, setPolicy, setProfile } from '../../lib/session';
import { fakeJwt, mockFetch } from '../../test/fetch-mock';
import { makeProfile } from '../../test/fixtures';
import { renderWithRoutes, resetClientState } from '../../test/render';
import { AccountManagementPage } from './pages/account-management-page';
import { CompanyManagementPage } from './pages/company-management-page';

const signInSystemAdmin = () => {
  setAccessToken(fakeJwt(Math.floor(Date.now() / 1000) + 900));
  setAuthTime(Date.now());
  setProfile(makeProfile({ role: 'admin', isSystemAdmin: true }));
  saveAccountSelection({
    account: { _id: 'a1', number: 'ACC-1001', accountType: null, mode: null, enable: true },
    mode: 'ocean',
    type: null,
    integratedShipping: false,
  });
  setPolicy({ roles: ['admin'], permissions: ['adminMgt.*'], isSystemAdmin: true });
};

const list = <T,>(rows: T[]) => ({ body: { data: rows, meta: { total: rows.length, skip: 0, limit: 10 } } });

const company: TAdminCompany = {
  id: '00000000-0000-4000-8000-000000000001',
  legalName: 'Great Lakes Trucking',
  companyTypes: ['Road Carrier', 'Dray Carrier'],
  approvalStatus: 'approved',
  pendingStatus: false,
  enabled: true,
  userCount: 2,
  accountCount: 1,
  requestedAt: null,
  createdAt: '2025-03-02T15:00:00.000Z',
};

const account = (n: number, accountType: string | null): TAdminAccount => ({
  id: `00000000-0000-4000-8000-00000000001${n}`,
  number: `GLT-300${n}`,
  accountType,
  mode: 'road',
  manageBy: null,
  enable: true,
  location: null,
  company: { id: company.id, legalName: company.legalName },
  createdAt: '2025-03-02T15:00:00.000Z',
  updatedAt: '2025-03-02T15:00:00.000Z',
});

describe('Admin area labels in French', () => {
  beforeEach(async () => {
    await resetClientState();
    signInSystemAdmin();
    await i18n.changeLanguage('fr');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('Company Management shows the company types translated', async () => {
    mockFetch({ 'GET /api/admin/companies': list([company]) });
    renderWithRoutes(
      [{ path: '/admin/company-management', Component: CompanyManagementPage }],
      '/admin/company-management',
    );
    expect(await screen.findByText('Transporteur routier, Transporteur de camionnage')).toBeInTheDocument();
    expect(screen.queryByText('Road Carrier, Dray Carrier')).not.toBeInTheDocument();
  });

  it('Account Management shows account types by their labels, free text as stored', async () => {
    mockFetch({
      'GET /api/admin/accounts': list([account(1, 'carrier'), account(2, 'Shipper'), account(3, 'Cross-dock')]),
    });
    renderWithRoutes(
      [{ path: '/admin/account-management', Component: AccountManagementPage }],
      '/admin/account-management',
    );
    expect(await screen.findByText('Transporteur')).toBeInTheDocument();
    expect(screen.getByText('Expéditeur')).toBeInTheDocument();
    expect(screen.getByText('Cross-dock')).toBeInTheDocument();
    expect(screen.queryByText('carrier')).not.toBeInTheDocument();
  });

  it('names Requested Companies with one term in the menu and on the page', async () => {
    for (const lng of ['en', 'fr', 'es'] as const) {
      const catalogue = (await loadCatalogue(lng)) as {
        menu: { requestedCompanies: string };
        requestedCompanies: { title: string };
      };
      expect(catalogue.menu.requestedCompanies).toBe(catalogue.requestedCompanies.title);
    }
  });
});
