import { describe, expect, it } from 'vitest';
import { isBuiltPath } from '../app/built-paths';
import type { MenuContext } from './menus';
import { governingEntries, routeAllowed } from './route-access';

// One rule for every link (issue 13 §1): the menus' rule for the entries that lead to the path.

const ctxOf = (permissions: string[], options: { isSystemAdmin?: boolean; role?: string } = {}): MenuContext => ({
  subject: { isSystemAdmin: options.isSystemAdmin ?? false, permissions },
  role: options.role ?? 'user',
  isBuilt: isBuiltPath,
});

const shipperAdmin = ctxOf(['company.*', 'mynetwork.*', 'setting.*', 'adminMgt.*'], { role: 'admin' });
const invitee = ctxOf([]);
const systemAdmin = ctxOf([], { isSystemAdmin: true, role: 'admin' });

describe('routeAllowed', () => {
  it("never lets a company's administrator link into the admin area", () => {
    expect(routeAllowed('/admin/user-management', shipperAdmin)).toBe(false);
    expect(routeAllowed('/admin/user-management/42', shipperAdmin)).toBe(false);
    expect(routeAllowed('/admin', shipperAdmin)).toBe(false);
    expect(routeAllowed('/admin/requested-companies', shipperAdmin)).toBe(false);
    // Their own screens are allowed, the company's own lists included.
    expect(routeAllowed('/settings/users', shipperAdmin)).toBe(true);
    expect(routeAllowed('/company/company-accounts', shipperAdmin)).toBe(true);
    expect(routeAllowed('/admin/equipment-management', shipperAdmin)).toBe(true);
  });

  it('gives an invitee with no policy no company screen', () => {
    for (const path of [
      '/company/company-details',
      '/company/company-accounts',
      '/company/employee',
      '/settings/users',
    ]) {
      expect(routeAllowed(path, invitee), path).toBe(false);
    }
    expect(routeAllowed('/dashboard', invitee)).toBe(true);
    expect(routeAllowed('/settings/profile', invitee)).toBe(true);
  });

  it('lets a system administrator open the admin area', () => {
    expect(routeAllowed('/admin/user-management/42', systemAdmin)).toBe(true);
    expect(routeAllowed('/admin/requested-companies', systemAdmin)).toBe(true);
  });

  it('never links to a screen that is not built, query and fragment aside', () => {
    // Vendor credits are not built yet (issue 17, a later slice); the orders list is (issue 14).
    expect(routeAllowed('/orders/vendor-credit', systemAdmin)).toBe(false);
    expect(routeAllowed('/orders/all', systemAdmin)).toBe(true);
    expect(routeAllowed('/settings/access?tab=roles', shipperAdmin)).toBe(true);
  });

  it('is governed by the entries with the longest matching path', () => {
    expect(governingEntries('/admin/user-management/42').map((e) => e.key)).toEqual(['userManagement']);
    expect(governingEntries('/admin').map((e) => e.key)).toEqual(['systemAdministrator']);
  });
});
