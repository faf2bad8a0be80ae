import {
  type TAssignUserInput,
  type TAssignUserValues,
  type THierarchyRow,
  ZAssignUser,
} from '@lanehub/shared/features/hr-hierarchy/hr-hierarchy.contract';
import { Button, Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import type { DataTableColumn } from '../../../components/data-table';
import { submitWithServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { ListPanel } from '../../../components/list/list-panel';
import { pageInMemory } from '../../../components/list/page-in-memory';
import { useListState } from '../../../components/list/use-list-state';
import { SearchableSelect } from '../../../components/searchable-select';
import { toastSuccess } from '../../../components/toast';
import { useCompanyUsers } from '../api/company-users';
import { useDepartments } from '../api/departments';
import { useHrAction } from '../api/hr-action';
import { useUserHierarchy } from '../api/user-hierarchy';
import { useUserRoles } from '../api/user-roles';
import { translateHrMessage } from '../hr-text';
import { DepartmentFilter } from './department-filter';

const FORM_FIELDS = ['user_id', 'manager_user_id', 'department_id', 'user_role_id'] as const;

type SelectField = 'user_id' | 'manager_user_id' | 'department_id' | 'user_role_id';

const AssignForm = ({ row, onDone }: { row: THierarchyRow | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const assign = useHrAction('assign-user');
  const users = useCompanyUsers();
  const departments = useDepartments();
  const roles = useUserRoles();
  const form = useAppForm<TAssignUserInput, TAssignUserValues>(ZAssignUser, {
    defaultValues: {
      user_id: row?.user_id ?? '',
      manager_user_id: row?.manager_user_id ?? null,
      department_id: row?.department_id ?? null,
      user_role_id: row?.user_role_id ?? null,
    },
  });
  const errorOf = useFieldError(form);
  const fieldError = (name: string) => {
    const message = errorOf(name);
    return message ? translateHrMessage(t, message) : undefined;
  };
  const onSubmit = submitWithServerErrors(
    form,
    async (values) => {
      const reply = await assign.mutateAsync(values);
      toastSuccess(translateHrMessage(t, reply.meta.message));
      onDone();
    },
    FORM_FIELDS,
  );
  const userId = form.watch('user_id');
  const people = users.data ?? [];
  const userOptions = people.map((u) => ({
    value: u.id,
    label: u.in_hierarchy
      ? `${u.name} (${u.email}, ${t('hrHierarchy.hierarchy.inHierarchy')})`
      : `${u.name} (${u.email})`,
  }));
  const managerOptions = people
    .filter((u) => u.id !== userId)
    .map((u) => ({ value: u.id, label: `${u.name} (${u.email})` }));
  const departmentOptions = (departments.data ?? []).map((d) => ({ value: d.id, label: d.name }));
  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.id, label: r.role_name }));

  const select = (
    name: SelectField,
    label: string,
    options: Array<{ value: string; label: string }>,
    extra: { required?: boolean; placeholder?: string; disabled?: boolean } = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SearchableSelect
          label={label}
          options={options}
          value={field.value || null}
          onChange={(value) => {
            field.onChange(value ?? (name === 'user_id' ? '' : null));
            field.onBlur();
          }}
          clearable={!extra.required}
          required={extra.required}
          placeholder={extra.placeholder}
          disabled={extra.disabled}
          error={fieldError(name)}
        />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {select('user_id', t('hrHierarchy.fields.user'), userOptions, { required: true, disabled: row !== null })}
        {select('manager_user_id', t('hrHierarchy.fields.manager'), managerOptions, {
          placeholder: t('hrHierarchy.hierarchy.noManager'),
        })}
        {select('department_id', t('hrHierarchy.fields.department'), departmentOptions, {
          placeholder: t('hrHierarchy.hierarchy.noDepartment'),
        })}
        {select('user_role_id', t('hrHierarchy.fields.role'), roleOptions, {
          placeholder: t('hrHierarchy.hierarchy.noRole'),
        })}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('hrHierarchy.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('hrHierarchy.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

export const HierarchyPanel = ({ canWrite }: { canWrite: boolean }) => {
  const { t } = useTranslation();
  const list = useListState({ sorts: ['user'], filters: ['department'], prefix: 'hierarchy.' });
  const departmentId = list.filters.department ?? null;
  const hierarchy = useUserHierarchy(departmentId);
  const remove = useHrAction('remove-user');
  const [editing, setEditing] = useState<{ row: THierarchyRow | null } | null>(null);

  const columns: DataTableColumn<THierarchyRow>[] = [
    { key: 'user', label: t('hrHierarchy.fields.user'), hideable: false, render: (r) => r.user_name },
    { key: 'email', label: t('hrHierarchy.fields.email'), render: (r) => r.email },
    { key: 'manager', label: t('hrHierarchy.fields.manager'), render: (r) => r.manager_name ?? '' },
    { key: 'department', label: t('hrHierarchy.fields.department'), render: (r) => r.department_name ?? '' },
    { key: 'role', label: t('hrHierarchy.fields.role'), render: (r) => r.role_name ?? '' },
  ];
  return (
    <ListPanel
      list={list}
      query={pageInMemory(hierarchy, list)}
      title={<DepartmentFilter value={departmentId} onChange={(department) => list.setFilters({ department })} />}
      actions={
        canWrite ? (
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setEditing({ row: null })}>
            {t('hrHierarchy.hierarchy.assign')}
          </Button>
        ) : null
      }
      search={false}
      tableName="hr-user-hierarchy"
      empty={{ message: t('pages.empty.hierarchy') }}
      tableLabel={t('hrHierarchy.tabs.hierarchy')}
      columns={columns}
      rowKey={(r) => r.id}
      rowActions={
        canWrite
          ? {
              label: t('hrHierarchy.fields.actions'),
              edit: {
                label: (r) => t('hrHierarchy.hierarchy.editNamed', { name: r.user_name }),
                onEdit: (r) => setEditing({ row: r }),
              },
              remove: {
                label: (r) => t('hrHierarchy.hierarchy.removeNamed', { name: r.user_name }),
                message: (r) =>
                  r.manager_name
                    ? t('hrHierarchy.hierarchy.removeMessage', { name: r.user_name, manager: r.manager_name })
                    : t('hrHierarchy.hierarchy.removeMessageTop', { name: r.user_name }),
                run: async (r) => {
                  const reply = await remove.mutateAsync({ user_id: r.user_id });
                  return translateHrMessage(t, reply.meta.message);
                },
              },
            }
          : undefined
      }
      translateError={(message) => translateHrMessage(t, message)}
    >
      <AppModal opened={editing !== null} onClose={() => setEditing(null)} title={t('hrHierarchy.hierarchy.assign')}>
        {editing ? <AssignForm row={editing.row} onDone={() => setEditing(null)} /> : null}
      </AppModal>
    </ListPanel>
  );
};
