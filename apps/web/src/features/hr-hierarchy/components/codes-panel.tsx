import { HR_CODE_TYPES, type HrCodeType } from '@lanehub/shared/constants/hr-hierarchy';
import {
  type THrCode,
  type THrCodeInput,
  type THrCodeValues,
  ZHrCodeInput,
} from '@lanehub/shared/features/hr-hierarchy/hr-hierarchy.contract';
import { Button, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { EntityFormModal } from '../../../components/list/entity-form-modal';
import { ListPanel } from '../../../components/list/list-panel';
import { pageInMemory } from '../../../components/list/page-in-memory';
import { useListState } from '../../../components/list/use-list-state';
import { SearchableSelect } from '../../../components/searchable-select';
import { useHrCodes } from '../api/codes';
import { useDepartments } from '../api/departments';
import { useHrAction } from '../api/hr-action';
import { translateHrMessage } from '../hr-text';

const FORM_FIELDS = ['code_type', 'code', 'name', 'description', 'department_id'] as const;

// A code's form: a plain field list in the list kit's EntityFormModal (server field errors on their
// fields, one toast, closed when saved).
const CodeFormModal = ({
  codeType,
  editing,
  onClose,
}: {
  codeType: HrCodeType;
  editing: { code: THrCode | null } | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const create = useHrAction('create-code');
  const update = useHrAction('update-code');
  const departments = useDepartments();
  const code = editing?.code ?? null;
  const typeOptions = HR_CODE_TYPES.map((value) => ({ value, label: t(`hrHierarchy.codeTypes.${value}`) }));
  return (
    <EntityFormModal<THrCodeInput, THrCodeValues, { meta: { message?: string } }>
      opened={editing !== null}
      onClose={onClose}
      title={t(code ? 'hrHierarchy.codes.edit' : 'hrHierarchy.codes.new')}
      schema={ZHrCodeInput}
      defaultValues={{
        code_type: code?.code_type ?? codeType,
        code: code?.code ?? '',
        name: code?.name ?? '',
        description: code?.description ?? '',
        department_id: code?.department_id ?? null,
      }}
      fields={FORM_FIELDS}
      onSubmit={(values) => (code ? update.mutateAsync({ ...values, id: code.id }) : create.mutateAsync(values))}
      successMessage={(reply) => translateHrMessage(t, reply.meta.message)}
      submitLabel={t('hrHierarchy.save')}
    >
      {({ form, errorOf }) => (
        <>
          <Controller
            control={form.control}
            name="code_type"
            render={({ field }) => (
              <SearchableSelect
                label={t('hrHierarchy.fields.codeType')}
                options={typeOptions}
                value={field.value ?? null}
                onChange={(value) => {
                  field.onChange(value ?? '');
                  field.onBlur();
                }}
                required
                error={errorOf('code_type')}
              />
            )}
          />
          <TextInput label={t('hrHierarchy.fields.code')} required {...form.register('code')} error={errorOf('code')} />
          <TextInput label={t('hrHierarchy.fields.name')} required {...form.register('name')} error={errorOf('name')} />
          <Controller
            control={form.control}
            name="department_id"
            render={({ field }) => (
              <SearchableSelect
                label={t('hrHierarchy.fields.department')}
                options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(value);
                  field.onBlur();
                }}
                clearable
                placeholder={t('hrHierarchy.hierarchy.noDepartment')}
                error={errorOf('department_id')}
              />
            )}
          />
          <Textarea
            label={t('hrHierarchy.fields.description')}
            autosize
            minRows={2}
            {...form.register('description')}
            error={errorOf('description')}
          />
        </>
      )}
    </EntityFormModal>
  );
};

const CodeList = ({ codeType, canWrite }: { codeType: HrCodeType; canWrite: boolean }) => {
  const { t } = useTranslation();
  const codes = useHrCodes(codeType);
  const remove = useHrAction('delete-code');
  // One page position per code type, as each type is its own list.
  const list = useListState({ sorts: ['code'], prefix: `codes.${codeType}.` });
  const [editing, setEditing] = useState<{ code: THrCode | null } | null>(null);

  const columns: DataTableColumn<THrCode>[] = [
    { key: 'code', label: t('hrHierarchy.fields.code'), hideable: false, render: (c) => c.code },
    { key: 'name', label: t('hrHierarchy.fields.name'), render: (c) => c.name },
    { key: 'department', label: t('hrHierarchy.fields.department'), render: (c) => c.department_name ?? '' },
    {
      key: 'description',
      label: t('hrHierarchy.fields.description'),
      render: (c) => (
        <Text size="sm" lineClamp={2}>
          {c.description ?? ''}
        </Text>
      ),
    },
  ];
  return (
    <ListPanel
      list={list}
      query={pageInMemory(codes, list)}
      actions={
        canWrite ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ code: null })}>
            {t('hrHierarchy.codes.new')}
          </Button>
        ) : null
      }
      search={false}
      tableName="hr-codes"
      empty={{ message: t('pages.empty.codes') }}
      tableLabel={t(`hrHierarchy.codeTypes.${codeType}`)}
      columns={columns}
      rowKey={(c) => c.id}
      rowActions={
        canWrite
          ? {
              label: t('hrHierarchy.fields.actions'),
              edit: {
                label: (c) => t('hrHierarchy.codes.editNamed', { code: c.code }),
                onEdit: (c) => setEditing({ code: c }),
              },
              remove: {
                label: (c) => t('hrHierarchy.codes.deleteNamed', { code: c.code }),
                message: (c) => t('hrHierarchy.codes.deleteMessage', { code: c.code }),
                run: async (c) => {
                  const reply = await remove.mutateAsync({ id: c.id });
                  return translateHrMessage(t, reply.meta.message);
                },
              },
            }
          : undefined
      }
      translateError={(message) => translateHrMessage(t, message)}
    >
      <CodeFormModal codeType={codeType} editing={editing} onClose={() => setEditing(null)} />
    </ListPanel>
  );
};

/** The codes, one tab per code type. */
export const CodesPanel = ({ canWrite }: { canWrite: boolean }) => {
  const { t } = useTranslation();
  const [codeType, setCodeType] = useState<HrCodeType>('responsibility_center');
  return (
    <Stack>
      <Tabs value={codeType} onChange={(value) => value && setCodeType(value as HrCodeType)} variant="pills">
        <Tabs.List>
          {HR_CODE_TYPES.map((type) => (
            <Tabs.Tab key={type} value={type}>
              {t(`hrHierarchy.codeTypes.${type}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <CodeList key={codeType} codeType={codeType} canWrite={canWrite} />
    </Stack>
  );
};
