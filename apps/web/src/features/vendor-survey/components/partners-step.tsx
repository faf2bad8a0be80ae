import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TradingPartnerModal } from '../../../components/trading-partner-modal';
import { usePartners } from '../../../lib/partner-network';

type Partner = { _id: string; legalName: string };

// The trading-partner step (spec 01 §2.6 step 3, §2.7 step 2): a multi-select that searches the
// partner network by company name, or the manual trading-partner form; a partner added by hand is
// picked at once.
export const PartnersStep = ({
  value,
  known,
  onChange,
  hint,
}: {
  value: string[];
  /** The partners the survey already names (their names while the network loads). */
  known: Partner[];
  onChange: (next: string[], added?: Partner) => void;
  hint: string;
}) => {
  const { t } = useTranslation();
  const partners = usePartners();
  const [adding, setAdding] = useState(false);
  const data = useMemo(() => {
    const byId = new Map<string, string>();
    for (const p of known) {
      byId.set(p._id, p.legalName);
    }
    for (const p of partners.data ?? []) {
      byId.set(p._id, p.legalName);
    }
    return [...byId].map(([id, name]) => ({ value: id, label: name })).sort((a, b) => a.label.localeCompare(b.label));
  }, [known, partners.data]);

  return (
    <Stack gap="sm">
      <Text size="sm">{hint}</Text>
      <MultiSelect
        label={t('vendorSurvey.wizard.partnersLabel')}
        placeholder={value.length === 0 ? t('vendorSurvey.wizard.partnersPlaceholder') : undefined}
        data={data}
        value={value}
        onChange={(next) => onChange(next)}
        searchable
        clearable
        nothingFoundMessage={t('vendorSurvey.wizard.partnersNothingFound')}
        maxValues={200}
      />
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {t('vendorSurvey.wizard.addPartner')}
        </Button>
      </Group>
      <TradingPartnerModal
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(partner) => {
          setAdding(false);
          onChange([...new Set([...value, partner._id])], partner);
        }}
      />
    </Stack>
  );
};
