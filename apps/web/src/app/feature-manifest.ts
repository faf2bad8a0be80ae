import type { TOrder } from '@lanehub/shared/features/orders/orders.contract';
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
 * Places where a screen of one feature shows a component of another (features never import each
 * other): the screen renders `<FeatureSlot name=… props=… />` (app/feature-slot.tsx) and every
 * feature that declares the slot in its manifest fills it, in manifest order.
 */
export type SlotProps = {
  /** Below an order's detail (features/orders): the order as the caller sees it (its role included). */
  'order.detail': { order: TOrder };
  /** Beside the orders list's actions: the list's current filters, sort and search. */
  'orders.list.actions': { params: Record<string, unknown> };
  /** Below an invoice's or a bill's detail (features/invoices): the invoice and the caller's role on it. */
  'invoice.detail': { invoiceId: string; role: 'owner' | 'bill-to' };
};
export type SlotName = keyof SlotProps;

/**
 * What a feature puts in a slot: a component (declared with React.lazy, so it loads with the screen),
 * or one with its place among the slot's others (lower first; 100 when not given).
 */
export type SlotFill<N extends SlotName> =
  | ComponentType<SlotProps[N]>
  | { order: number; component: ComponentType<SlotProps[N]> };
/** Menu entries made from the registry resources, given by the menus when the shell loads. */
export type MenuEntriesOf = (resources: readonly AnyResource[]) => readonly MenuItem[];

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
  /**
   * Entries the feature adds at the end of sidebar menus, or a function of the registry resources that
   * makes them (the registry is not imported here: it brings zod, and the first screen loads every
   * manifest; the menus load with the shell).
   */
  menus?: Partial<Record<SidebarMenuName, readonly MenuItem[] | MenuEntriesOf>>;
  /** Custom pages for registry resources, by the name a resource's `screens` gives. */
  screens?: Readonly<Record<string, ResourceScreen>>;
  /** Components the feature shows on other features' screens. */
  slots?: { readonly [N in SlotName]?: SlotFill<N> };
};

export type RouteSlot = keyof NonNullable<WebFeatureManifest['routes']>;
