import type { DashboardView, TDashboard } from '@lanehub/shared/features/dashboard/dashboard.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const dashboardKeys = { view: (view: DashboardView) => ['dashboard', view] as const };

// GET /api/dashboard/:view → the figures the signed-in user may see.
export const useDashboard = (view: DashboardView) =>
  useQuery({
    queryKey: dashboardKeys.view(view),
    queryFn: async ({ signal }) => (await api.get<TDashboard>(`/dashboard/${view}`, { signal })).data,
  });
