import {
  FEATURE_NAMES,
  type TFeatureName,
  type TPriceAnswer,
} from '@lanehub/shared/features/contracts/contracts.contract';
import { Alert, Button, Card, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';
import { lookupPrice } from '../api/contracts';

// The contract price lookup (issue 16): the features that have a value (empty ones are not sent) and
// a date; the answer names the rate card row that matched and why.
export const PriceLookup = ({ contractId }: { contractId: string }) => {
  const { t } = useTranslation();
  const [features, setFeatures] = useState<Partial<Record<TFeatureName, string>>>({});
  const [date, setDate] = useState('');
  const [answer, setAnswer] = useState<TPriceAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    setError(null);
    setAnswer(null);
    try {
      const given = Object.fromEntries(Object.entries(features).filter(([, v]) => v?.trim()));
      setAnswer(await lookupPrice(contractId, { features: given, ...(date ? { date } : {}) }));
    } catch (failure) {
      setError(translateMessage(t, failure instanceof Error ? failure.message : String(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder mt="sm">
      <Stack gap="xs">
        <Text fw={600}>{t('contracts.price.title')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FEATURE_NAMES.map((name) => (
            <TextInput
              key={name}
              label={t(`contracts.features.${name}`)}
              value={features[name] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setFeatures((f) => ({ ...f, [name]: value }));
              }}
            />
          ))}
          <TextInput
            type="date"
            label={t('contracts.price.date')}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Button onClick={() => void run()} loading={busy} w="fit-content">
          {t('contracts.price.lookup')}
        </Button>
        {error ? <Alert color="red">{error}</Alert> : null}
        {answer ? (
          <Stack gap={4} aria-label={t('contracts.price.result')}>
            <Text fw={700}>{t('contracts.price.total', { total: answer.total, currency: answer.currency })}</Text>
            <Table>
              <Table.Tbody>
                {answer.charges.map((charge) => (
                  <Table.Tr key={charge.code}>
                    <Table.Td>{charge.code}</Table.Td>
                    <Table.Td>{t(`contracts.charges.${charge.code}`)}</Table.Td>
                    <Table.Td ta="right">
                      {charge.amount} {charge.currency}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="sm">
              {t(answer.why.wildcard.length > 0 ? 'contracts.price.why' : 'contracts.price.whyExact', {
                row: answer.rowIndex + 1,
                card: answer.rateCardName,
                matched: answer.why.matched.map((name) => t(`contracts.features.${name}`)).join(', ') || '—',
                wildcard: answer.why.wildcard.map((name) => t(`contracts.features.${name}`)).join(', ') || '—',
                date: answer.why.validOn,
              })}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
};
