import type { TSubscription } from '@lanehub/shared/features/admin/admin.contract';
import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format';
import { SubscriptionStatusBadge } from './status-badges';

/** A company's subscription periods, newest first (Settings → Subscription and the company detail). */
export const SubscriptionPeriods = ({ periods }: { periods: readonly TSubscription[] }) => {
  const { t } = useTranslation();
  if (periods.length === 0) {
    return <Text c="dimmed">{t('adminArea.subscriptions.none')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={t('adminArea.subscriptions.history')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminArea.fields.plan')}</Table.Th>
            <Table.Th>{t('adminArea.fields.startDate')}</Table.Th>
            <Table.Th>{t('adminArea.fields.endDate')}</Table.Th>
            <Table.Th>{t('adminArea.fields.status')}</Table.Th>
            <Table.Th>{t('adminArea.fields.appServices')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periods.map((period) => (
            <Table.Tr key={period.id}>
              <Table.Td>{period.plan}</Table.Td>
              <Table.Td>{formatCalendarDate(period.startDate)}</Table.Td>
              <Table.Td>
                {period.endDate ? formatCalendarDate(period.endDate) : t('adminArea.subscriptions.openEnded')}
              </Table.Td>
              <Table.Td>
                <SubscriptionStatusBadge status={period.status} />
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {period.appServices.map((service) => (
                    <Badge key={service} variant="outline" tt="none" size="sm">
                      {t(`adminArea.appServices.${service}`, { defaultValue: service })}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
