import { DND_CLOCKS, type TDndClock, type TDndTerms } from '@lanehub/shared/features/demurrage/demurrage.contract';
import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { CompanyPicker } from '../../../components/company-picker';
import { toastError, toastSuccess } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useSaveTerms } from '../api/demurrage-api';

type TierDraft = { days: string; rate: string };

/** Free-time terms: clock, carrier and port (any when empty), free days and the per-day tiers after them. */
export const TermsModal = ({ terms, onClose }: { terms: TDndTerms | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const save = useSaveTerms();
  const [name, setName] = useState(terms?.name ?? '');
  const [clock, setClock] = useState<TDndClock>(terms?.clock ?? 'demurrage');
  // A partner of carrier type, chosen in the app's company picker; none: the terms hold for every carrier.
  const [carrierCompanyId, setCarrierCompanyId] = useState<string | null>(terms?.carrierCompanyId ?? null);
  const [portLocode, setPortLocode] = useState(terms?.portLocode ?? '');
  const [contractReference, setContractReference] = useState(terms?.contractReference ?? '');
  const [freeDays, setFreeDays] = useState<number | string>(terms?.freeDays ?? 4);
  const [currency, setCurrency] = useState(terms?.currency ?? 'CAD');
  // Each tier but the last has a number of days; the last runs open-ended.
  const [tiers, setTiers] = useState<TierDraft[]>(
    terms?.tiers.map((tier) => ({
      days: tier.toDay === null ? '' : String(tier.toDay - tier.fromDay + 1),
      rate: tier.rate,
    })) ?? [
      { days: '4', rate: '' },
      { days: '', rate: '' },
    ],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    setErrors({});
    let from = 1;
    const built = tiers.map((tier, index) => {
      const last = index === tiers.length - 1;
      const length = Number(tier.days) || 1;
      const row = { fromDay: from, toDay: last ? null : from + length - 1, rate: tier.rate.trim() };
      from += length;
      return row;
    });
    try {
      const reply = await save.mutateAsync({
        id: terms?.id ?? null,
        values: {
          name,
          clock,
          carrierCompanyId,
          contractReference: contractReference || null,
          portLocode: portLocode.trim() || null,
          freeDays: Number(freeDays),
          currency,
          tiers: built,
        },
      });
      toastSuccess(translateMessage(t, reply.meta.message ?? ''));
      onClose();
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.fieldErrors).map(([k, v]) => [k.split('.')[0] ?? k, translateMessage(t, v)]),
          ),
        );
      } else {
        toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
      }
    }
  };

  return (
    <AppModal
      opened
      onClose={onClose}
      title={terms ? t('demurrage.terms.editOf', { name: terms.name }) : t('demurrage.terms.new')}
    >
      <Stack gap="sm">
        <TextInput
          label={t('demurrage.fields.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          required
        />
        <div>
          <CompanyPicker
            label={t('demurrage.fields.carrier')}
            type="carrier"
            value={carrierCompanyId}
            onChange={setCarrierCompanyId}
            error={errors.carrierCompanyId}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {t('demurrage.terms.carrierHint')}
          </Text>
        </div>
        <Group grow>
          <Select
            label={t('demurrage.fields.clock')}
            data={DND_CLOCKS.map((value) => ({ value, label: t(`demurrage.clocks.${value}`) }))}
            value={clock}
            onChange={(value) => setClock((value as TDndClock) ?? 'demurrage')}
            allowDeselect={false}
          />
          <TextInput
            label={t('demurrage.fields.port')}
            description={t('demurrage.terms.portHint')}
            value={portLocode}
            onChange={(e) => setPortLocode(e.currentTarget.value.toUpperCase())}
            error={errors.portLocode}
            maxLength={5}
          />
        </Group>
        <TextInput
          label={t('demurrage.fields.contractReference')}
          value={contractReference}
          onChange={(e) => setContractReference(e.currentTarget.value)}
          error={errors.contractReference}
        />
        <Group grow>
          <NumberInput
            label={t('demurrage.fields.freeDays')}
            value={freeDays}
            onChange={setFreeDays}
            min={0}
            max={365}
            allowDecimal={false}
            error={errors.freeDays}
            required
          />
          <TextInput
            label={t('demurrage.fields.currency')}
            value={currency}
            onChange={(e) => setCurrency(e.currentTarget.value.toUpperCase())}
            maxLength={3}
            error={errors.currency}
            required
          />
        </Group>
        {tiers.map((tier, index) => {
          const last = index === tiers.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no identity but their place
            <Group key={index} align="flex-end" wrap="nowrap">
              <TextInput
                label={t('demurrage.terms.tierDays', { n: index + 1 })}
                value={last ? t('demurrage.terms.andAfter') : tier.days}
                disabled={last}
                onChange={(e) =>
                  setTiers(tiers.map((x, i) => (i === index ? { ...x, days: e.currentTarget.value } : x)))
                }
                inputMode="numeric"
              />
              <TextInput
                label={t('demurrage.terms.tierRate', { n: index + 1 })}
                value={tier.rate}
                onChange={(e) =>
                  setTiers(tiers.map((x, i) => (i === index ? { ...x, rate: e.currentTarget.value } : x)))
                }
                inputMode="decimal"
                required
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('demurrage.terms.removeTier', { n: index + 1 })}
                disabled={tiers.length === 1}
                onClick={() => setTiers(tiers.filter((_, i) => i !== index))}
                mb={4}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          );
        })}
        {errors.tiers ? (
          <div role="alert" style={{ color: 'var(--mantine-color-error)', fontSize: 'var(--mantine-font-size-sm)' }}>
            {errors.tiers}
          </div>
        ) : null}
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => setTiers([...tiers.slice(0, -1), { days: '1', rate: '' }, ...tiers.slice(-1)])}
          >
            {t('demurrage.terms.addTier')}
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button onClick={submit} loading={save.isPending}>
              {t('demurrage.terms.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </AppModal>
  );
};
