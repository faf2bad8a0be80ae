import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useTranslation } from 'react-i18next';

export type CountBar = { label: string; count: number };

// One bar per status or stage (recharts underneath): a chunk of its own, loaded once there are orders
// to draw. The chart pictures the counts listed in words beside it, so it is hidden from assistive
// technology and takes no keyboard stop (as the main dashboard's activity chart).
export const CountChart = ({ bars, color }: { bars: readonly CountBar[]; color: string }) => {
  const { t } = useTranslation();
  return (
    <BarChart
      h={Math.max(160, bars.length * 28)}
      data={bars.map((bar) => ({ label: bar.label, count: bar.count }))}
      dataKey="label"
      orientation="vertical"
      yAxisProps={{ width: 190 }}
      withTooltip={false}
      aria-hidden
      barChartProps={{ accessibilityLayer: false }}
      series={[{ name: 'count', label: t('orderDashboard.orders'), color }]}
    />
  );
};
