import {
  CHARGE_CODES,
  FEATURE_NAMES,
  RATE_CARD_COLUMN_WIDTH,
} from '@lanehub/shared/features/contracts/contracts.contract';
import { Anchor, Box, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useContract, useContracts, useRateCard, useRateCards, useRateCardTypes } from '../api/contracts';
import { PriceLookup } from '../components/price-lookup';

const LANE_COLUMNS = [
  ...FEATURE_NAMES,
  ...CHARGE_CODES.map((c) => c.fieldName),
  'currency',
  'validFrom',
  'validTo',
] as const;

// /contracts/:contractId/rate/:rateId: a rate card's lanes (column width 250, spec 02 §9).
export const RateCardPage = () => {
  const { t } = useTranslation();
  const { contractId = '', rateId = '' } = useParams();
  const contract = useContract(contractId);
  const card = useRateCard(contractId, rateId);
  const title = card.data?.name ?? t('contracts.rateCards.title');
  return (
    <Stack>
      <PageHeader
        title={title}
        description={
          card.data && contract.data
            ? t('contracts.rateCards.detail', { count: card.data.laneCount, number: contract.data.contractNumber })
            : undefined
        }
        breadcrumbs={[
          { label: t('contracts.list.title'), to: '/contracts' },
          { label: contract.data?.contractNumber ?? '…', to: `/contracts/${contractId}/rate` },
          { label: title },
        ]}
      />
      {/* A region the keyboard can reach and scroll (arrow keys), the lanes being wider than the screen. */}
      <Box tabIndex={0} role="region" aria-label={t('contracts.rateCards.lanesRegion')} style={{ overflowX: 'auto' }}>
        <Table aria-label={title} striped layout="fixed" miw={LANE_COLUMNS.length * RATE_CARD_COLUMN_WIDTH}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>#</Table.Th>
              {LANE_COLUMNS.map((name) => (
                <Table.Th key={name} w={RATE_CARD_COLUMN_WIDTH}>
                  {t(`contracts.fieldLabels.${name}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(card.data?.lanes ?? []).map((lane) => (
              <Table.Tr key={lane._id}>
                <Table.Td>{lane.rowIndex + 1}</Table.Td>
                {LANE_COLUMNS.map((name) => (
                  <Table.Td key={name}>{lane[name] ?? t('contracts.rateCards.any')}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <PriceLookup contractId={contractId} />
    </Stack>
  );
};

// /contracts/:contractId/rate: a contract's rate cards, with the types it may add.
export const ContractRatesPage = () => {
  const { t } = useTranslation();
  const { contractId = '' } = useParams();
  const contract = useContract(contractId);
  const cards = useRateCards(contractId);
  const types = useRateCardTypes();
  const mode = contract.data?.contractType.modeContract;
  const title = t('contracts.rateCards.ofContract', { number: contract.data?.contractNumber ?? '' });
  return (
    <Stack>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('contracts.list.title'), to: '/contracts' }, { label: title }]}
      />
      <Group>
        {(types.data ?? [])
          .filter((type) => type.modeContract === mode)
          .map((type) => (
            <Button key={type._id} component={Link} to={`/contracts/${contractId}/new-rate-card/${type._id}`}>
              {t('contracts.rateCards.add', { name: type.name })}
            </Button>
          ))}
      </Group>
      <RateCardTable cards={cards.data ?? []} loaded={cards.isSuccess} />
    </Stack>
  );
};

// /contracts/rates: every rate card of the company's contracts, and the price lookup of a contract
// chosen here (by contractId and the feature values).
export const AllRatesPage = () => {
  const { t } = useTranslation();
  const cards = useRateCards(null);
  const contracts = useContracts({});
  const [contractId, setContractId] = useState<string | null>(null);
  return (
    <Stack>
      <PageHeader
        title={t('contracts.rates.title')}
        description={t('contracts.rates.description')}
        breadcrumbs={[{ label: t('contracts.list.title'), to: '/contracts' }, { label: t('contracts.rates.title') }]}
      />
      <RateCardTable cards={cards.data ?? []} loaded={cards.isSuccess} />
      {(contracts.data ?? []).length > 0 ? (
        <Stack gap={0}>
          <Select
            maw={480}
            label={t('contracts.price.contract')}
            placeholder={t('contracts.price.chooseContract')}
            searchable
            data={(contracts.data ?? []).map((c) => ({ value: c._id, label: c.contractNumber }))}
            value={contractId}
            onChange={setContractId}
          />
          {contractId ? <PriceLookup key={contractId} contractId={contractId} /> : null}
        </Stack>
      ) : null}
    </Stack>
  );
};

const RateCardTable = ({
  cards,
  loaded,
}: {
  cards: ReadonlyArray<{ _id: string; contractId: string; name: string; rateCardTypeId: string; laneCount: number }>;
  loaded: boolean;
}) => {
  const { t } = useTranslation();
  if (loaded && cards.length === 0) {
    return (
      <EmptyState
        message={t('contracts.rateCards.emptyAll')}
        action={
          <Button component={Link} to="/contracts">
            {t('contracts.rateCards.toContracts')}
          </Button>
        }
      />
    );
  }
  return (
    <Table aria-label={t('contracts.rateCards.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('contracts.rateCards.name')}</Table.Th>
          <Table.Th>{t('contracts.rateCards.type')}</Table.Th>
          <Table.Th>{t('contracts.rateCards.lanes')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {cards.map((card) => (
          <Table.Tr key={card._id}>
            <Table.Td>
              <Anchor component={Link} to={`/contracts/${card.contractId}/rate/${card._id}`}>
                {card.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{card.rateCardTypeId}</Table.Td>
            <Table.Td>
              <Text>{card.laneCount}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};
