import type { DashboardView } from '@lanehub/shared';
import type { Db } from '../db/client';
import type { AuthContext } from '../platform/access';
import type { Tenant } from '../platform/tenancy';

// A dashboard figure, as features declare them in their manifest (`dashboardFigures`); the dashboard
// feature shows every feature's figures to whoever may see them.

export type FigureValue = { value: number; breakdown?: Array<{ key: string; value: number }> };

export type FigureDefinition = {
  key: string;
  views: readonly DashboardView[];
  /** `area.action` required to see the figure; null: every signed-in user of a company. */
  permission: string | null;
  systemAdminOnly?: boolean;
  link: string | null;
  compute: (db: Db, tenant: Tenant, auth: AuthContext) => Promise<FigureValue>;
};
