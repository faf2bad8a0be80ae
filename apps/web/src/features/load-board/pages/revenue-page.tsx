import type { TRevenue } from '@lanehub/shared/features/load-board/load-board.contract';
import { Alert, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission } from '../../../resources/require-permission';
import { useRevenue } from '../api/load-board-api';
import { moneyOf } from '../load-board-text';

// `/road/revenue`: what the load board brought in (accepted bids as carrier) and what it cost
// (accepted bids on the company's own loads), per currency (GET /lanehub/loadboard/revenue).
const Totals = ({ kind, rows }: { kind: 'revenue' | 'cost'; rows: TRevenue['revenue'] }) => {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby={`load-board-${kind}`}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={`load-board-${kind}`}>
          {t(`loadBoard.revenue.${kind}`)}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(`loadBoard.revenue.${kind}Empty`)} <Link to="/road/load-board">{t('loadBoard.revenue.open')}</Link>
          </Text>
        ) : (
          <Table aria-label={t(`loadBoard.revenue.${kind}`)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('loadBoard.fields.currency')}</Table.Th>
                <Table.Th>{t('loadBoard.revenue.loads')}</Table.Th>
                <Table.Th>{t('loadBoard.revenue.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.currency}>
                  <Table.Td>{row.currency}</Table.Td>
                  <Table.Td>{row.loads}</Table.Td>
                  <Table.Td>{moneyOf(row.total, row.currency, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
};

const Revenue = () => {
  const { t } = useTranslation();
  const revenue = useRevenue();
  return (
    <Stack>
      <PageHeader title={t('loadBoard.revenue.title')} description={t('loadBoard.revenue.description')} />
      {revenue.error ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, revenue.error.message)}
        </Alert>
      ) : null}
      {revenue.data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Totals kind="revenue" rows={revenue.data.revenue} />
          <Totals kind="cost" rows={revenue.data.cost} />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
};

export const RevenuePage = () => (
  <RequirePermission permission="roadMgt.view">
    <Revenue />
  </RequirePermission>
);
