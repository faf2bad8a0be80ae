import type { TDashboardWeek } from '@lanehub/shared/features/dashboard/dashboard.contract';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useTranslation } from 'react-i18next';

// The bars of the dashboard's activity (recharts underneath): a chunk of its own, loaded only when
// there is activity to draw and the user scrolls to it (pages/dashboard-page.tsx), so the dashboard
// itself stays light.
export const ActivityChart = ({ weeks }: { weeks: readonly TDashboardWeek[] }) => {
  const { t, i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const data = weeks.map((w) => ({
    week: day.format(new Date(`${w.week}T00:00:00Z`)),
    created: w.created,
    changed: w.changed,
  }));
  return (
    <BarChart
      // The dashboard keeps this height free until the chart loads (CHART_HEIGHT there).
      h={220}
      data={data}
      dataKey="week"
      type="stacked"
      withLegend
      // The chart is a picture of the totals said in words beside it: hidden from assistive
      // technology, and so with no keyboard stop of its own (recharts' accessibility layer would
      // make the drawing focusable inside the hidden chart).
      aria-hidden
      barChartProps={{ accessibilityLayer: false }}
      series={[
        { name: 'created', label: t('dashboard.activity.created'), color: 'green.7' },
        { name: 'changed', label: t('dashboard.activity.changed'), color: 'blue.6' },
      ]}
    />
  );
};
