import {
  CONTRACT_MODES,
  CONTRACT_MSG,
  CONTRACT_STATUSES,
  type TContractInput,
  ZContractInput,
} from '@lanehub/shared/features/contracts/contracts.contract';
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CompanyPicker } from '../../../components/company-picker';
import { PageHeader } from '../../../components/page-header';
import { toastError, toastSuccess } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useContract, useContractTypes, useSaveContract } from '../api/contracts';

type FormState = {
  contractNumber: string;
  description: string;
  mode: string;
  partyCompanyId: string | null;
  validFrom: string;
  validTo: string;
  status: string;
};

const EMPTY: FormState = {
  contractNumber: '',
  description: '',
  mode: 'inbound',
  partyCompanyId: null,
  validFrom: '',
  validTo: '',
  status: 'active',
};

// /contracts/new-contract/:contractTypeId (and ?edit=<id> to change one): the contract's number,
// mode, partner, validity and status. A saved contract goes back to /contracts (spec 02 §4).
export const ContractFormPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { contractTypeId = '' } = useParams();
  const [search] = useSearchParams();
  const editId = search.get('edit') ?? undefined;
  const existing = useContract(editId);
  const types = useContractTypes();
  const type = (types.data ?? []).find((candidate) => candidate._id === contractTypeId);
  const save = useSaveContract(editId);
  const [form, setForm] = useState<FormState>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    const c = existing.data;
    if (c) {
      setForm({
        contractNumber: c.contractNumber,
        description: c.description ?? '',
        mode: c.mode,
        partyCompanyId: c.parties[0]?._id ?? null,
        validFrom: c.validFrom,
        validTo: c.validTo,
        status: c.status,
      });
    }
  }, [existing.data]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async () => {
    const input = {
      contractNumber: form.contractNumber,
      description: form.description || undefined,
      mode: form.mode,
      contractTypeId,
      partyCompanyId: form.partyCompanyId,
      validFrom: form.validFrom,
      validTo: form.validTo,
      status: form.status,
    } as TContractInput;
    const parsed = ZContractInput.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(input);
      toastSuccess(editId ? CONTRACT_MSG.updated : CONTRACT_MSG.created);
      navigate('/contracts');
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) {
        setErrors(error.fieldErrors);
      } else {
        toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
      }
    }
  };

  const title = editId ? t('contracts.form.editTitle') : t('contracts.form.title', { type: type?.type ?? '' });
  return (
    <Stack maw={640}>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('contracts.list.title'), to: '/contracts' }, { label: title }]}
      />
      <TextInput
        label={t('contracts.fields.contractNumber')}
        required
        value={form.contractNumber}
        error={translateMessage(t, errors.contractNumber)}
        onChange={(e) => set('contractNumber', e.currentTarget.value)}
      />
      <Textarea
        label={t('contracts.fields.description')}
        value={form.description}
        onChange={(e) => set('description', e.currentTarget.value)}
      />
      <Select
        label={t('contracts.fields.mode')}
        required
        allowDeselect={false}
        data={CONTRACT_MODES.map((m) => ({ value: m, label: t(`contracts.modes.${m}`) }))}
        value={form.mode}
        error={translateMessage(t, errors.mode)}
        onChange={(mode) => set('mode', mode ?? 'inbound')}
      />
      <CompanyPicker
        label={t('contracts.fields.party')}
        value={form.partyCompanyId}
        onChange={(id) => set('partyCompanyId', id)}
        error={translateMessage(t, errors.partyCompanyId) || undefined}
      />
      <Group grow>
        <TextInput
          type="date"
          label={t('contracts.fields.validFrom')}
          required
          value={form.validFrom}
          error={translateMessage(t, errors.validFrom)}
          onChange={(e) => set('validFrom', e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('contracts.fields.validTo')}
          required
          value={form.validTo}
          error={translateMessage(t, errors.validTo)}
          onChange={(e) => set('validTo', e.currentTarget.value)}
        />
      </Group>
      <Select
        label={t('contracts.fields.status')}
        allowDeselect={false}
        data={CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`contracts.statuses.${s}`) }))}
        value={form.status}
        onChange={(status) => set('status', status ?? 'active')}
      />
      <Group>
        <Button onClick={() => void submit()} loading={save.isPending}>
          {editId ? t('contracts.form.update') : t('contracts.form.create')}
        </Button>
        <Button variant="default" onClick={() => navigate('/contracts')}>
          {t('contracts.form.cancel')}
        </Button>
      </Group>
    </Stack>
  );
};
