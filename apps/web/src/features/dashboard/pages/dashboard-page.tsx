import type {
  DashboardView,
  TDashboardAttention,
  TDashboardFigure,
  TDashboardWeek,
} from '@lanehub/shared/features/dashboard/dashboard.contract';
import { Alert, Box, Card, Group, List, Loader, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title';
import { translateMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { AllowedLink, useRouteAllowedCheck } from '../../../nav/route-access';
import { useDashboard } from '../api/use-dashboard';

const Fact = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Card withBorder padding="md">
    <Text size="xs" c="dimmed" tt="uppercase">
      {label}
    </Text>
    <Text fw={600} data-testid={testId}>
      {value || '—'}
    </Text>
  </Card>
);

// The label of one line of a figure's breakdown: a mode, an equipment category or a role.
const breakdownLabel = (t: TFunction, figure: string, key: string) => {
  switch (figure) {
    case 'accounts':
      return t(`modes.${key}`, { defaultValue: t('dashboard.noMode') });
    case 'equipmentTypes':
    case 'yardEquipment':
      return t(`resources.equipment-types.options.category.${key}`, { defaultValue: key });
    case 'users':
      return t(`dashboard.roles.${key}`, { defaultValue: key });
    default:
      return key;
  }
};

const FigureCard = ({ figure }: { figure: TDashboardFigure }) => {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const label = t(`dashboard.figures.${figure.key}`);
  return (
    <Card withBorder padding="md" data-testid={`figure-${figure.key}`}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={`figure-${figure.key}-value`}>
        {number.format(figure.value)}
      </Text>
      {figure.breakdown.length > 0 ? (
        <Stack gap={0} mt={4}>
          {figure.breakdown.map((line) => (
            <Group key={line.key} justify="space-between">
              <Text size="sm">{breakdownLabel(t, figure.key, line.key)}</Text>
              <Text size="sm" fw={500}>
                {number.format(line.value)}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}
      {figure.link ? (
        <AllowedLink
          to={figure.link}
          size="sm"
          mt="xs"
          aria-label={t('common.labelValue', { label: t('dashboard.open'), value: label })}
        >
          {t('dashboard.open')}
        </AllowedLink>
      ) : null}
    </Card>
  );
};

// What needs attention, first on the main dashboard: each line says how many and where it is dealt
// with; a line whose screen the user may not open keeps its text without the link.
const NeedsAttention = ({ items }: { items: readonly TDashboardAttention[] }) => {
  const { t } = useTranslation();
  const allowed = useRouteAllowedCheck();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="needs-attention">
      <Title order={2} size="h4" id="needs-attention" mb="xs">
        {t('dashboard.attention.title')}
      </Title>
      {items.length === 0 ? (
        <Group gap="xs">
          <ThemeIcon variant="light" color="green" size="sm" radius="xl" aria-hidden>
            <IconCircleCheck size={14} />
          </ThemeIcon>
          <Text size="sm">{t('dashboard.attention.none')}</Text>
        </Group>
      ) : (
        <List
          spacing="xs"
          icon={
            <ThemeIcon variant="light" color="orange" size="sm" radius="xl" aria-hidden>
              <IconAlertCircle size={14} />
            </ThemeIcon>
          }
        >
          {items.map((item) => (
            <List.Item key={item.key} data-testid={`attention-${item.key}`}>
              <Group gap="sm" wrap="wrap">
                <Text size="sm">{t(`dashboard.attention.items.${item.key}`, { count: item.count })}</Text>
                {item.link && allowed(item.link) ? (
                  <AllowedLink to={item.link} size="sm" fw={500}>
                    {t(`dashboard.attention.actions.${item.key}`)}
                  </AllowedLink>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t(`dashboard.attention.hints.${item.key}`, { defaultValue: '' })}
                  </Text>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
};

const ActivityChart = lazy(async () => ({ default: (await import('../components/activity-chart')).ActivityChart }));

/** The chart's height (components/activity-chart.tsx): the space it takes before it is drawn. */
const CHART_HEIGHT = 220;

/**
 * True once the element has been in the viewport: the chart (recharts, about 97 KiB, a quarter of the
 * shell) is downloaded when the user scrolls to it, not with the dashboard (issue 13 budgets). Where
 * the browser cannot tell (no IntersectionObserver), at once.
 */
const useSeen = () => {
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (inViewport) {
      setSeen(true);
    }
  }, [inViewport]);
  return { ref, seen };
};

// The company's activity per week, where the trend says more than a number: records created and
// changed (its change log), with the totals in words for those who do not see the chart.
const Activity = ({ weeks }: { weeks: readonly TDashboardWeek[] }) => {
  const { t } = useTranslation();
  const created = weeks.reduce((sum, w) => sum + w.created, 0);
  const changed = weeks.reduce((sum, w) => sum + w.changed, 0);
  const chart = useSeen();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="dashboard-activity">
      <Title order={2} size="h4" id="dashboard-activity">
        {t('dashboard.activity.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm" data-testid="activity-summary">
        {t('dashboard.activity.summary', { created, changed, weeks: weeks.length })}
      </Text>
      <Box ref={chart.ref} mih={CHART_HEIGHT}>
        {chart.seen ? (
          <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
            <ActivityChart weeks={weeks} />
          </Suspense>
        ) : null}
      </Box>
    </Card>
  );
};

const TITLES: Record<DashboardView, string> = {
  main: 'dashboard.title',
  shipintuit: 'dashboard.shipIntuitTitle',
  anwork: 'dashboard.anworkTitle',
};

// /dashboard, /dashboard/shipintuit and /dashboard/ANwork: the session, then the company's figures.
export const DashboardPage = ({ view = 'main' }: { view?: DashboardView }) => {
  const { t } = useTranslation();
  const { profile, company, account, mode, type } = useSession();
  const query = useDashboard(view);
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  useDocumentTitle(t(TITLES[view]));
  return (
    <Stack>
      <Title order={1}>{t(TITLES[view])}</Title>
      <Text size="lg">{t('dashboard.welcome', { firstName: profile?.firstName ?? '' })}</Text>
      {query.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : null}
      {query.data && view === 'main' ? <NeedsAttention items={query.data.attention ?? []} /> : null}
      {query.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} aria-label={t('dashboard.figuresTitle')}>
          {query.data.figures.map((figure) => (
            <FigureCard key={figure.key} figure={figure} />
          ))}
        </SimpleGrid>
      ) : null}
      {query.data?.activity?.length ? <Activity weeks={query.data.activity} /> : null}
      {view === 'main' ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Fact label={t('dashboard.user')} value={name} testId="dashboard-user" />
          <Fact label={t('dashboard.company')} value={company?.legalName ?? ''} testId="dashboard-company" />
          <Fact label={t('dashboard.account')} value={account?.number ?? ''} testId="dashboard-account" />
          <Fact label={t('dashboard.mode')} value={mode ? t(`modes.${mode}`) : ''} testId="dashboard-mode" />
          <Fact
            label={t('dashboard.type')}
            value={type ? t(`types.${type}`, { defaultValue: type }) : ''}
            testId="dashboard-type"
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
};
