import { describe, expect, it } from 'vitest';
import { SIDEBAR_MENU, visibleMenu } from './menus';

const keys = (permissions: string[], isSystemAdmin = false) =>
  visibleMenu(SIDEBAR_MENU, { isSystemAdmin, permissions }).map((i) => i.key);

describe('sidebar menu', () => {
  it('always shows the dashboard and filters resources by their read permission', () => {
    expect(keys([])).toEqual(['dashboard']);
    expect(keys(['adminMgt.instruction'])).toEqual(['dashboard', 'instructions']);
    expect(keys(['adminMgt.*'])).toEqual(['dashboard', 'instructions', 'equipment-types']);
  });

  it('shows everything to a system administrator', () => {
    expect(keys([], true)).toEqual(['dashboard', 'instructions', 'equipment-types']);
  });
});
