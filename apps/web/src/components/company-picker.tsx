import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePartners } from '../lib/partner-network';
import { SearchableSelect } from './searchable-select';
import { TradingPartnerModal } from './trading-partner-modal';

export type CompanyPickerProps = {
  label?: string;
  /** A company type ('Ocean Carrier'…) or 'carrier' for every carrier; all partners when absent. */
  type?: string | null;
  value: string | null;
  onChange: (companyId: string | null) => void;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
};

// Spec 01 §2.5: companies linked to the current company (its partner network), filtered by type,
// with reload and Add (a trading partner entered on the spot, then chosen).
export const CompanyPicker = ({ label, type, value, onChange, error, required, disabled }: CompanyPickerProps) => {
  const { t } = useTranslation();
  const partners = usePartners(type);
  const [adding, setAdding] = useState(false);
  const options = (partners.data ?? []).map((company) => ({ value: company._id, label: company.legalName }));

  return (
    <>
      <Group gap={4} align="flex-end" wrap="nowrap">
        <div style={{ flex: 1 }}>
          <SearchableSelect
            label={label ?? t('companyPicker.label')}
            placeholder={partners.isPending ? t('common.loading') : t('companyPicker.placeholder')}
            options={options}
            value={value}
            onChange={onChange}
            onAddMore={() => setAdding(true)}
            error={error}
            required={required}
            disabled={disabled}
            clearable
          />
        </div>
        <Tooltip label={t('companyPicker.reload')}>
          <ActionIcon
            variant="default"
            size="lg"
            mb={error ? 22 : 0}
            aria-label={t('companyPicker.reload')}
            loading={partners.isFetching}
            onClick={() => void partners.refetch()}
          >
            <IconRefresh size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <TradingPartnerModal
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(partner) => {
          void partners.refetch().then(() => onChange(partner._id));
        }}
      />
    </>
  );
};
