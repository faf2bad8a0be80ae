import { APP_SERVICES } from '@lanehub/shared/features/admin/subscription-plans';
import { Alert, Card, Group, Loader, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { translateMessage } from '../../../lib/i18n';
import { useOwnAppServices } from '../api/own-app-services';

// /settings/app-services (company administrators): what the active subscription unlocks; a company
// without an active subscription is told it has none.
export const SettingsAppServicesPage = () => {
  const { t } = useTranslation();
  const query = useOwnAppServices();
  const included = new Set(query.data?.appServices ?? []);
  return (
    <Stack maw={1000}>
      <PageHeader title={t('menu.appServices')} description={t('pages.appServices')} />
      {query.isPending ? <Loader /> : null}
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : null}
      {query.data ? (
        query.data.subscription ? (
          <>
            <Text>{t('adminArea.settings.servicesOf', { plan: query.data.subscription.plan })}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {APP_SERVICES.map((service) => {
                const on = included.has(service);
                return (
                  <Card key={service} withBorder padding="sm" aria-label={t(`adminArea.appServices.${service}`)}>
                    <Group gap="sm" wrap="nowrap">
                      <ThemeIcon color={on ? 'green' : 'gray'} variant="light">
                        {on ? <IconCheck size={16} /> : <IconLock size={16} />}
                      </ThemeIcon>
                      <div>
                        <Text fw={600} c={on ? undefined : 'dimmed'}>
                          {t(`adminArea.appServices.${service}`)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {on ? t('adminArea.settings.included') : t('adminArea.settings.notIncluded')}
                        </Text>
                      </div>
                    </Group>
                  </Card>
                );
              })}
            </SimpleGrid>
          </>
        ) : (
          <Alert color="yellow" variant="light">
            {t('adminArea.settings.noActiveServices')}
          </Alert>
        )
      ) : null}
    </Stack>
  );
};
