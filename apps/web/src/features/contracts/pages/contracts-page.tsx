import type { TContract } from '@lanehub/shared/features/contracts/contracts.contract';
import { CONTRACT_MODES, CONTRACT_MSG, CONTRACT_STATUSES } from '@lanehub/shared/features/contracts/contracts.contract';
import { Anchor, Badge, Button, Card, Grid, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { toastError, toastSuccess } from '../../../components/toast';
import { translateMessage } from '../../../lib/i18n';
import {
  type ContractFilters,
  useContracts,
  useDeleteContract,
  useRateCards,
  useRateCardTypes,
} from '../api/contracts';
import { PriceLookup } from '../components/price-lookup';

// /contracts (spec 01 §2.3): the company's contracts, most recently changed first (limit 100), with
// filters; the first contract is selected after a load (spec 02 §4) and shown beside the list.
export const ContractsPage = () => {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ContractFilters>({});
  const contracts = useContracts(filters);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const rows = contracts.data ?? [];

  useEffect(() => {
    if (rows.length > 0 && !rows.some((c) => c._id === selectedId)) {
      setSelectedId(rows[0]?._id ?? null);
    }
  }, [rows, selectedId]);

  const selected = rows.find((c) => c._id === selectedId) ?? null;

  return (
    <Stack>
      <PageHeader
        title={t('contracts.list.title')}
        description={t('contracts.list.description')}
        actions={
          <Button component={Link} to="/contracts/new-contracts">
            {t('contracts.list.new')}
          </Button>
        }
      />
      <Group align="flex-end">
        <TextInput
          label={t('contracts.list.search')}
          value={filters.search ?? ''}
          onChange={(e) => setFilters((f) => ({ ...f, search: e.currentTarget.value || undefined }))}
        />
        <Select
          label={t('contracts.fields.mode')}
          clearable
          data={CONTRACT_MODES.map((m) => ({ value: m, label: t(`contracts.modes.${m}`) }))}
          value={filters.mode ?? null}
          onChange={(mode) => setFilters((f) => ({ ...f, mode: mode ?? undefined }))}
        />
        <Select
          label={t('contracts.fields.status')}
          clearable
          data={CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`contracts.statuses.${s}`) }))}
          value={filters.status ?? null}
          onChange={(status) => setFilters((f) => ({ ...f, status: status ?? undefined }))}
        />
        <Anchor component={Link} to="/contracts/contract-history">
          {t('contracts.history.title')}
        </Anchor>
        <Anchor component={Link} to="/contracts/rates">
          {t('contracts.rates.title')}
        </Anchor>
        <Anchor component={Link} to="/contracts/routing-guides">
          {t('contracts.routingGuides.title')}
        </Anchor>
      </Group>
      {contracts.isSuccess && rows.length === 0 ? (
        <EmptyState
          message={t('contracts.list.empty')}
          action={
            <Button component={Link} to="/contracts/new-contracts">
              {t('contracts.list.new')}
            </Button>
          }
        />
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Table.ScrollContainer minWidth={480}>
              <Table highlightOnHover aria-label={t('contracts.list.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('contracts.fields.contractNumber')}</Table.Th>
                    <Table.Th>{t('contracts.fields.party')}</Table.Th>
                    <Table.Th>{t('contracts.fields.mode')}</Table.Th>
                    <Table.Th>{t('contracts.fields.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((c) => (
                    <Table.Tr
                      key={c._id}
                      onClick={() => setSelectedId(c._id)}
                      aria-current={c._id === selectedId ? 'true' : undefined}
                      style={{
                        cursor: 'pointer',
                        boxShadow: c._id === selectedId ? 'inset 4px 0 0 var(--mantine-color-blue-filled)' : undefined,
                      }}
                    >
                      <Table.Td>
                        <Anchor
                          component="button"
                          type="button"
                          fw={c._id === selectedId ? 700 : undefined}
                          onClick={() => setSelectedId(c._id)}
                        >
                          {c.contractNumber}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{c.contract3Party?.legalName ?? '—'}</Table.Td>
                      <Table.Td>{t(`contracts.modes.${c.mode}`)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light">{t(`contracts.statuses.${c.status}`)}</Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            {selected ? <ContractPanel contract={selected} onDeleted={() => setSelectedId(null)} /> : null}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
};

const ContractPanel = ({ contract, onDeleted }: { contract: TContract; onDeleted: () => void }) => {
  const { t } = useTranslation();
  const cards = useRateCards(contract._id);
  const types = useRateCardTypes();
  const remove = useDeleteContract();
  const [confirming, setConfirming] = useState(false);
  const typesOfMode = (types.data ?? []).filter((type) => type.modeContract === contract.contractType.modeContract);

  return (
    <Card withBorder>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700} size="lg">
            {contract.contractNumber}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              component={Link}
              to={`/contracts/new-contract/${contract.contractType._id}?edit=${contract._id}`}
            >
              {t('contracts.actions.edit')}
            </Button>
            <Button color="red" variant="light" size="xs" onClick={() => setConfirming(true)}>
              {t('contracts.actions.delete')}
            </Button>
          </Group>
        </Group>
        <Text size="sm">
          {contract.contractType.type} · {t(`contracts.modes.${contract.mode}`)} ·{' '}
          {contract.contract3Party?.legalName ?? t('contracts.fields.noParty')}
        </Text>
        <Text size="sm">{t('contracts.fields.validity', { from: contract.validFrom, to: contract.validTo })}</Text>
        {contract.description ? <Text size="sm">{contract.description}</Text> : null}
        <Text fw={600} mt="sm">
          {t('contracts.rateCards.title')}
        </Text>
        {(cards.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('contracts.rateCards.empty')}
          </Text>
        ) : (
          (cards.data ?? []).map((card) => (
            <Anchor key={card._id} component={Link} to={`/contracts/${contract._id}/rate/${card._id}`}>
              {t('contracts.rateCards.item', { name: card.name, count: card.laneCount })}
            </Anchor>
          ))
        )}
        <Group gap="xs">
          {typesOfMode.map((type) => (
            <Button
              key={type._id}
              size="xs"
              component={Link}
              to={`/contracts/${contract._id}/new-rate-card/${type._id}`}
            >
              {t('contracts.rateCards.add', { name: type.name })}
            </Button>
          ))}
        </Group>
        <PriceLookup contractId={contract._id} />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('contracts.actions.deleteTitle')}
        message={t('contracts.actions.deleteMessage', { number: contract.contractNumber })}
        confirmLabel={t('contracts.actions.delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(contract._id);
            toastSuccess(CONTRACT_MSG.deleted);
            onDeleted();
          } catch (error) {
            toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
          } finally {
            setConfirming(false);
          }
        }}
      />
    </Card>
  );
};
