import type { AnyResource } from '@lanehub/shared/resources/define-resource';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { MenuItem, SidebarMenuName } from '../nav/menus';

// What a web feature brings to the app, declared in its `features/<name>/<name>.manifest.tsx`: its
// routes under each guard and its menu entries. The router and the menus collect every manifest with
// import.meta.glob (app/manifests.ts), so a new feature edits no hub file (router.tsx, nav/menus.ts).

/** A page that replaces a generated resource page (a resource's `screens`). */
export type ResourceScreen = () => Promise<ComponentType<{ resource: AnyResource }>>;

/**
 * A panel a feature adds to another feature's page (the page names its slot, e.g. 'order-detail', and
 * renders every panel declared for it through app/panels.tsx, in `order`): a page shows what other
 * features add without importing them. The component is loaded lazily, in its own chunk.
 */
export type PagePanel = {
  order: number;
  // biome-ignore lint/suspicious/noExplicitAny: each slot passes its own props (the order, …).
  load: () => Promise<{ default: ComponentType<any> }>;
};

export type WebFeatureManifest = {
  name: string;
  routes?: {
    /** Only for signed-out visitors (log-in, sign-up). */
    publicOnly?: () => RouteObject[];
    /** Open to anyone, unguarded (e-mailed links). */
    public?: () => RouteObject[];
    /** Signed-in or not, the page decides. */
    sessionAware?: () => RouteObject[];
    /** Open routes of a feature with its own log-in (vendor sourcing). */
    open?: () => RouteObject[];
    /** Behind the vendor survey guard. */
    survey?: () => RouteObject[];
    /** Outside the shell, signed in, before an account is chosen. */
    accountSelection?: () => RouteObject[];
    /** Inside the shell (signed in, account chosen). */
    shell?: () => RouteObject[];
  };
  /** Entries the feature adds at the end of sidebar menus. */
  menus?: Partial<Record<SidebarMenuName, readonly MenuItem[]>>;
  /** Custom pages for registry resources, by the name a resource's `screens` gives. */
  screens?: Readonly<Record<string, ResourceScreen>>;
  /** Panels for other features' pages, by slot name. */
  panels?: Readonly<Record<string, PagePanel>>;
};

export type RouteSlot = keyof NonNullable<WebFeatureManifest['routes']>;
