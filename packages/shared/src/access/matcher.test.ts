import { describe, expect, it } from 'vitest';
import { can, isPermissionString, permissionGrants } from './matcher';

const user = (permissions: string[], isSystemAdmin = false) => ({ permissions, isSystemAdmin });

describe('permission matcher (spec 01 §6)', () => {
  it('lets a system administrator through everything', () => {
    expect(can(user([], true), 'adminMgt.company')).toBe(true);
  });

  it('allows an item with no permission requirement', () => {
    expect(can(user([]), undefined)).toBe(true);
    expect(can(user([]), null)).toBe(true);
  });

  it('allows the same area with a wildcard or the same action', () => {
    expect(can(user(['order.*']), 'order.po')).toBe(true);
    expect(can(user(['order.po']), 'order.po')).toBe(true);
    expect(can(user(['order.view']), 'order.po')).toBe(false);
    expect(can(user(['orders.*']), 'order.po')).toBe(false);
    expect(can(user(['adminMgt.user']), 'adminMgt.company')).toBe(false);
  });

  it('matches on the area only for the top bar', () => {
    expect(can(user(['company.view']), 'company.edit', { areaOnly: true })).toBe(true);
    expect(can(user(['order.view']), 'company.edit', { areaOnly: true })).toBe(false);
  });

  it('keeps dashes and dots of the action', () => {
    expect(permissionGrants('adminMgt.request-company', 'adminMgt.request-company')).toBe(true);
    expect(permissionGrants('railMgt.railMaps', 'railMgt.networkMgt')).toBe(false);
  });

  it('recognises well-formed permission strings', () => {
    expect(isPermissionString('order.*')).toBe(true);
    expect(isPermissionString('adminMgt.equipment-type')).toBe(true);
    expect(isPermissionString('order')).toBe(false);
    expect(isPermissionString('*.*')).toBe(false);
  });
});
