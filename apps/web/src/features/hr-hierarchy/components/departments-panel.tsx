import {
  type TDepartment,
  type TDepartmentInput,
  type TDepartmentValues,
  ZDepartmentInput,
} from '@lanehub/shared/features/hr-hierarchy/hr-hierarchy.contract';
import { Button, Text, Textarea, TextInput } from '@mantine/core';
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
import { useDepartments } from '../api/departments';
import { useHrAction } from '../api/hr-action';
import { translateHrMessage } from '../hr-text';

const FORM_FIELDS = ['name', 'code', 'description', 'parent_id'] as const;

// A department's form: a plain field list in the list kit's EntityFormModal (server field errors on
// their fields, one toast, closed when saved).
const DepartmentFormModal = ({
  editing,
  onClose,
}: {
  editing: { department: TDepartment | null } | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const create = useHrAction('create-department');
  const update = useHrAction('update-department');
  const departments = useDepartments();
  const department = editing?.department ?? null;
  const parents = (departments.data ?? [])
    .filter((d) => d.id !== department?.id)
    .map((d) => ({ value: d.id, label: d.name }));
  return (
    <EntityFormModal<TDepartmentInput, TDepartmentValues, { meta: { message?: string } }>
      opened={editing !== null}
      onClose={onClose}
      title={t(department ? 'hrHierarchy.departments.edit' : 'hrHierarchy.departments.new')}
      schema={ZDepartmentInput}
      defaultValues={{
        name: department?.name ?? '',
        code: department?.code ?? '',
        description: department?.description ?? '',
        parent_id: department?.parent_id ?? null,
      }}
      fields={FORM_FIELDS}
      onSubmit={(values) =>
        department ? update.mutateAsync({ ...values, id: department.id }) : create.mutateAsync(values)
      }
      successMessage={(reply) => translateHrMessage(t, reply.meta.message)}
      submitLabel={t('hrHierarchy.save')}
    >
      {({ form, errorOf }) => (
        <>
          <TextInput label={t('hrHierarchy.fields.name')} required {...form.register('name')} error={errorOf('name')} />
          <TextInput label={t('hrHierarchy.fields.code')} {...form.register('code')} error={errorOf('code')} />
          <Controller
            control={form.control}
            name="parent_id"
            render={({ field }) => (
              <SearchableSelect
                label={t('hrHierarchy.fields.parent')}
                options={parents}
                value={field.value ?? null}
                onChange={(value) => {
                  field.onChange(value);
                  field.onBlur();
                }}
                clearable
                error={errorOf('parent_id')}
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

export const DepartmentsPanel = ({ canWrite }: { canWrite: boolean }) => {
  const { t } = useTranslation();
  const departments = useDepartments();
  const remove = useHrAction('delete-department');
  const list = useListState({ sorts: ['name'], prefix: 'departments.' });
  const [editing, setEditing] = useState<{ department: TDepartment | null } | null>(null);

  const columns: DataTableColumn<TDepartment>[] = [
    { key: 'name', label: t('hrHierarchy.fields.name'), hideable: false, render: (d) => d.name },
    { key: 'code', label: t('hrHierarchy.fields.code'), render: (d) => d.code ?? '' },
    { key: 'parent', label: t('hrHierarchy.fields.parent'), render: (d) => d.parent_name ?? '' },
    { key: 'members', label: t('hrHierarchy.fields.members'), render: (d) => d.member_count },
    {
      key: 'description',
      label: t('hrHierarchy.fields.description'),
      render: (d) => (
        <Text size="sm" lineClamp={2}>
          {d.description ?? ''}
        </Text>
      ),
    },
  ];
  return (
    <ListPanel
      list={list}
      query={pageInMemory(departments, list)}
      actions={
        canWrite ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ department: null })}>
            {t('hrHierarchy.departments.new')}
          </Button>
        ) : null
      }
      search={false}
      tableName="hr-departments"
      empty={{ message: t('pages.empty.departments') }}
      tableLabel={t('hrHierarchy.tabs.departments')}
      columns={columns}
      rowKey={(d) => d.id}
      rowActions={
        canWrite
          ? {
              label: t('hrHierarchy.fields.actions'),
              edit: {
                label: (d) => t('hrHierarchy.departments.editNamed', { name: d.name }),
                onEdit: (d) => setEditing({ department: d }),
              },
              remove: {
                label: (d) => t('hrHierarchy.departments.deleteNamed', { name: d.name }),
                message: (d) => t('hrHierarchy.departments.deleteMessage', { name: d.name }),
                run: async (d) => {
                  const reply = await remove.mutateAsync({ id: d.id });
                  return translateHrMessage(t, reply.meta.message);
                },
              },
            }
          : undefined
      }
      translateError={(message) => translateHrMessage(t, message)}
    >
      <DepartmentFormModal editing={editing} onClose={() => setEditing(null)} />
    </ListPanel>
  );
};
