import { Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format';
import { useContractHistory } from '../api/contracts';

// /contracts/contract-history: what happened to the company's contracts, from their domain events.
export const ContractHistoryPage = () => {
  const { t } = useTranslation();
  const history = useContractHistory();
  const entries = history.data ?? [];
  return (
    <Stack>
      <PageHeader
        title={t('contracts.history.title')}
        description={t('contracts.history.description')}
        breadcrumbs={[{ label: t('contracts.list.title'), to: '/contracts' }, { label: t('contracts.history.title') }]}
      />
      {history.isSuccess && entries.length === 0 ? (
        <EmptyState message={t('contracts.history.empty')} />
      ) : (
        <Table aria-label={t('contracts.history.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('contracts.history.when')}</Table.Th>
              <Table.Th>{t('contracts.fields.contractNumber')}</Table.Th>
              <Table.Th>{t('contracts.history.what')}</Table.Th>
              <Table.Th>{t('contracts.history.who')}</Table.Th>
              <Table.Th>{t('contracts.history.changes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{formatDate(entry.occurredAt, 'dateTime')}</Table.Td>
                <Table.Td>{entry.contractNumber ?? '—'}</Table.Td>
                <Table.Td>{t(`contracts.history.types.${entry.type.replace('contract.', '')}`)}</Table.Td>
                <Table.Td>{entry.actor ?? '—'}</Table.Td>
                <Table.Td>{entry.changes.join(', ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
};
