import { Alert, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { formatCalendarDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useOwnSubscriptions } from '../api/own-subscriptions';
import { DetailLine } from '../components/detail-line';
import { SubscriptionPeriods } from '../components/subscription-periods';

// /settings/subscriptions (company administrators): the plan in force today, its period and the
// history, read only; the platform's administrators sell and change plans.
export const SettingsSubscriptionPage = () => {
  const { t } = useTranslation();
  const query = useOwnSubscriptions();
  return (
    <Stack maw={1000}>
      <PageHeader title={t('menu.subscription')} description={t('pages.subscription')} />
      {query.isPending ? <Loader /> : null}
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : null}
      {query.data ? (
        <>
          <Card withBorder>
            {query.data.current ? (
              <Stack gap="sm">
                <Group gap="sm">
                  <Text fw={600}>{t('adminArea.settings.currentPlan')}</Text>
                  <Badge size="lg" color="green" tt="none">
                    {query.data.current.plan}
                  </Badge>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <DetailLine
                    label={t('adminArea.fields.startDate')}
                    value={formatCalendarDate(query.data.current.startDate)}
                  />
                  <DetailLine
                    label={t('adminArea.fields.endDate')}
                    value={
                      query.data.current.endDate
                        ? formatCalendarDate(query.data.current.endDate)
                        : t('adminArea.subscriptions.openEnded')
                    }
                  />
                  <DetailLine label={t('adminArea.fields.notes')} value={query.data.current.notes} />
                </SimpleGrid>
              </Stack>
            ) : (
              <Text>{t('adminArea.settings.noActive')}</Text>
            )}
          </Card>
          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t('adminArea.subscriptions.history')}
            </Title>
            <SubscriptionPeriods periods={query.data.history} />
          </Card>
        </>
      ) : null}
    </Stack>
  );
};
