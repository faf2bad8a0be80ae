import type { AccessSubject } from '@lanehub/shared';
import { can, RESOURCES } from '@lanehub/shared';

// Menus are data with their permission; the shared matcher filters them (spec 01 §6, DESIGN.md §7).
export type MenuItem = {
  key: string;
  /** i18n key; `defaultLabel` is shown when the catalogue has none. */
  labelKey: string;
  defaultLabel: string;
  to: string;
  permission: string | null;
};

export const SIDEBAR_MENU: readonly MenuItem[] = [
  { key: 'dashboard', labelKey: 'nav.dashboard', defaultLabel: 'Dashboard', to: '/dashboard', permission: null },
  ...RESOURCES.map((r) => ({
    key: r.name,
    labelKey: `resources.${r.name}.labelPlural`,
    defaultLabel: r.labelPlural,
    to: r.webPath,
    permission: r.permission.read,
  })),
];

export const visibleMenu = (items: readonly MenuItem[], subject: AccessSubject): MenuItem[] =>
  items.filter((item) => can(subject, item.permission));
