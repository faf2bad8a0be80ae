import type { DashboardView, TDashboardFigure } from '@lanehub/shared/features/dashboard/dashboard.contract';
import { Alert, Anchor, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isBuiltPath } from '../../../app/built-paths';
import { translateMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
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
  return (
    <Card withBorder padding="md" data-testid={`figure-${figure.key}`}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {t(`dashboard.figures.${figure.key}`)}
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
      {figure.link && isBuiltPath(figure.link) ? (
        <Anchor component={Link} to={figure.link} size="sm" mt="xs">
          {t('dashboard.open')}
        </Anchor>
      ) : null}
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
  return (
    <Stack>
      <Title order={2}>{t(TITLES[view])}</Title>
      <Text size="lg">{t('dashboard.welcome', { firstName: profile?.firstName ?? '' })}</Text>
      {query.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : null}
      {query.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} aria-label={t('dashboard.figuresTitle')}>
          {query.data.figures.map((figure) => (
            <FigureCard key={figure.key} figure={figure} />
          ))}
        </SimpleGrid>
      ) : null}
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
