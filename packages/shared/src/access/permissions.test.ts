import { describe, expect, it } from 'vitest';
import { NEW_COMPANY_ADMIN_PERMISSIONS } from '../features/admin/admin.contract';
import { isCataloguePermission, PERMISSION_AREAS, PERMISSIONS } from './permissions';

describe('the permission catalogue', () => {
  it('knows its own actions and the wildcard of each area, nothing else', () => {
    expect(PERMISSIONS.every(isCataloguePermission)).toBe(true);
    expect(PERMISSION_AREAS.every((area) => isCataloguePermission(`${area}.*`))).toBe(true);
    expect(NEW_COMPANY_ADMIN_PERMISSIONS.every(isCataloguePermission)).toBe(true);
    for (const bad of ['AdminMgt.user', 'adminMgt.nope', 'unknown.*', '*', '*.*', 'order', 'order.view ', '']) {
      expect(isCataloguePermission(bad)).toBe(false);
    }
  });
});
