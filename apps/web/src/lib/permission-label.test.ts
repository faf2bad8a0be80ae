import { PERMISSION_AREAS, PERMISSIONS } from '@lanehub/shared/access/permissions';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { permissionLabel } from './permission-label';

// Every permission of the catalogue, and every area's wildcard, has a human label in each language.
const CODES = [...PERMISSIONS, ...PERMISSION_AREAS.map((area) => `${area}.*`)];

describe('permission labels', () => {
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  for (const lng of ['en', 'fr', 'es'] as const) {
    it(`labels every permission in ${lng}, never with its code`, async () => {
      await i18n.changeLanguage(lng);
      const t = i18n.getFixedT(lng);
      for (const code of CODES) {
        const label = permissionLabel(t, code);
        expect(label, code).not.toBe(code);
        expect(label, code).not.toContain(code.split('.')[0] === 'adminMgt' ? 'adminMgt' : code);
        expect(label, code).not.toMatch(/access\.|permissionNames|featureNames/);
      }
    });
  }

  it('reads as the area and what it grants', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.getFixedT('en');
    expect(permissionLabel(t, 'adminMgt.equipment-type')).toBe('System Administrator: Equipment types');
    expect(permissionLabel(t, 'mynetwork.view')).toBe('My Network: View');
    expect(permissionLabel(t, 'mynetwork.*')).toBe('My Network: Everything');
    await i18n.changeLanguage('fr');
    expect(permissionLabel(i18n.getFixedT('fr'), 'mynetwork.edit')).toBe('Mon réseau\u00a0: Modifier');
  });
});
