import type { EquipmentKind } from '@lanehub/shared/features/equipment/equipment.contract';
import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type Icon,
  IconBox,
  IconContainer,
  IconTir,
  IconTrain,
  IconTruck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission } from '../../../resources/require-permission';
import { useEquipmentSummary } from '../api/equipment-summary';
import { EQUIPMENT_PATH, equipmentListPath } from '../equipment-paths';
import { kindPlural } from '../equipment-text';

const ICONS: Record<EquipmentKind, Icon> = {
  container: IconContainer,
  chassis: IconTir,
  trailer: IconTruckDelivery,
  tractor: IconTruck,
  railcar: IconTrain,
  other: IconBox,
};

// /company/assets: a card per kind of equipment with its count, each opening the list of that kind.
const Assets = () => {
  const { t, i18n } = useTranslation();
  const query = useEquipmentSummary();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Stack>
      <PageHeader
        title={t('equipment.assetsTitle')}
        description={t('equipment.assetsIntro')}
        actions={
          <Button component={Link} to={EQUIPMENT_PATH} variant="default">
            {t('equipment.viewAll')}
          </Button>
        }
      />
      {query.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
      {query.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('equipment.messages.fetchError', { type: '' }).trim()}>
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : null}
      {query.data ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {query.data.kinds.map(({ kind, count }) => {
              const KindIcon = ICONS[kind];
              return (
                <Card
                  key={kind}
                  withBorder
                  padding="md"
                  component={Link}
                  to={equipmentListPath(kind)}
                  aria-label={t('common.labelValue', {
                    label: kindPlural(t, kind),
                    value: t('equipment.units', { count }),
                  })}
                  data-testid={`assets-${kind}`}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <div>
                      <Text size="xs" c="dimmed" tt="uppercase">
                        {kindPlural(t, kind)}
                      </Text>
                      {/* The kind and its count are two words of the card's text, as its name says
                          them ('Containers: 2 units'), not one ('Containers2'). */}{' '}
                      <Text fz={28} fw={700}>
                        {number.format(count)}
                      </Text>
                    </div>
                    <KindIcon size={36} stroke={1.4} aria-hidden />
                  </Group>
                </Card>
              );
            })}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('equipment.totalUnits', { count: query.data.total })}
          </Text>
        </>
      ) : null}
    </Stack>
  );
};

export const AssetsPage = () => (
  <RequirePermission permission="asset.view">
    <Assets />
  </RequirePermission>
);
