import { Anchor, type AnchorProps } from '@mantine/core';
import { type ComponentPropsWithoutRef, type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { isBuiltPath } from '../app/built-paths';
import { accessSubjectOf, useSession } from '../lib/session';
import {
  itemAllowed,
  type MenuContext,
  type MenuItem,
  QUICK_ACCESS_MENU,
  SIDEBAR_MENUS,
  TOP_BAR_MENU,
  USER_MENU,
} from './menus';

// The one rule for every link of the app (issue 13 §1): a link shows only when its target is a
// screen of the route table and the menus' rule (spec 01 §6, the shared matcher) lets the signed-in
// user and account open it. A path is governed by the menu entries whose path is the longest prefix
// of it (`/admin/user-management/42` by Admin → Users, `/admin` by 'System Administrator'); it is
// allowed when one of those entries is. A screen no menu names needs no more than a session.

const flatten = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((entry) => [...(entry.to ? [entry] : []), ...flatten(entry.children ?? [])]);

/** Every entry of every menu that names a path, with the chain of groups it sits in. */
const ENTRIES: readonly MenuItem[] = [
  ...Object.values(SIDEBAR_MENUS).flatMap((menu) => flatten(menu)),
  ...flatten(TOP_BAR_MENU),
  ...flatten(USER_MENU),
  ...flatten(QUICK_ACCESS_MENU),
];

/** A group's own rule (its permission, role, condition) also applies to its children. */
const GROUP_OF = new Map<MenuItem, MenuItem[]>();
const collectGroups = (items: readonly MenuItem[], parents: MenuItem[]) => {
  for (const entry of items) {
    if (entry.to) {
      GROUP_OF.set(entry, parents);
    }
    if (entry.children) {
      collectGroups(entry.children, [...parents, entry]);
    }
  }
};
for (const menu of [...Object.values(SIDEBAR_MENUS), TOP_BAR_MENU, USER_MENU, QUICK_ACCESS_MENU]) {
  collectGroups(menu, []);
}

const pathOnly = (to: string) => to.split(/[?#]/)[0] ?? to;

const under = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** The menu entries that govern a path: those whose path is its longest prefix. */
export const governingEntries = (path: string, entries: readonly MenuItem[] = ENTRIES): MenuItem[] => {
  const pathname = pathOnly(path);
  let best = -1;
  let found: MenuItem[] = [];
  for (const entry of entries) {
    const to = entry.to ? pathOnly(entry.to) : '';
    if (!to || !under(pathname, to)) {
      continue;
    }
    if (to.length > best) {
      best = to.length;
      found = [entry];
    } else if (to.length === best) {
      found.push(entry);
    }
  }
  return found;
};

/** True when the signed-in user may open the path: built, and allowed like its menu entries. */
export const routeAllowed = (path: string, ctx: MenuContext, entries: readonly MenuItem[] = ENTRIES): boolean => {
  if (!ctx.isBuilt(pathOnly(path))) {
    return false;
  }
  const governing = governingEntries(path, entries);
  if (governing.length === 0) {
    return true;
  }
  return governing.some(
    (entry) => itemAllowed(entry, ctx) && (GROUP_OF.get(entry) ?? []).every((group) => itemAllowed(group, ctx)),
  );
};

/** The menus' context for the signed-in user: their permissions on the chosen account and their role. */
export const useMenuContext = (): MenuContext => {
  const session = useSession();
  const subject = accessSubjectOf(session);
  const role = session.profile?.role ?? null;
  return useMemo(() => ({ subject, role, isBuilt: isBuiltPath }), [subject, role]);
};

/** A function that says whether a path may be linked to for the signed-in user. */
export const useRouteAllowedCheck = (): ((path: string) => boolean) => {
  const ctx = useMenuContext();
  return useMemo(() => (path: string) => routeAllowed(path, ctx), [ctx]);
};

export const useRouteAllowed = (path: string | null | undefined): boolean => {
  const allowed = useRouteAllowedCheck();
  return Boolean(path) && allowed(path as string);
};

type AllowedLinkProps = AnchorProps &
  Omit<ComponentPropsWithoutRef<'a'>, keyof AnchorProps | 'href'> & {
    to: string;
    children: ReactNode;
    /** Shown instead when the target may not be opened (nothing by default). */
    fallback?: ReactNode;
  };

/** An in-app link that renders only when its target is allowed for the signed-in user. */
export const AllowedLink = ({ to, children, fallback = null, ...rest }: AllowedLinkProps) =>
  useRouteAllowed(to) ? (
    <Anchor component={Link} to={to} {...rest}>
      {children}
    </Anchor>
  ) : (
    fallback
  );
