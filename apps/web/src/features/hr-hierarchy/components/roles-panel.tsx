import {
  type THrUserRole,
  type TUserRoleInput,
  type TUserRoleValues,
  ZUserRoleInput,
} from '@lanehub/shared/features/hr-hierarchy/hr-hierarchy.contract';
import { Button, NumberInput, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { EntityFormModal } from '../../../components/list/entity-form-modal';
import { ListPanel } from '../../../components/list/list-panel';
import { pageInMemory } from '../../../components/list/page-in-memory';
import { useListState } from '../../../components/list/use-list-state';
import { useCreateUserRole } from '../api/create-user-role';
import { useHrAction } from '../api/hr-action';
import { useUserRoles } from '../api/user-roles';
import { translateHrMessage } from '../hr-text';

const FORM_FIELDS = ['role_name', 'description', 'level'] as const;

// The form: a plain field list in the list kit's EntityFormModal (server field errors on their
// fields, one toast, closed when saved).
const RoleFormModal = ({ editing, onClose }: { editing: { role: THrUserRole | null } | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const create = useCreateUserRole();
  const update = useHrAction('update-role');
  const role = editing?.role ?? null;
  return (
    <EntityFormModal<TUserRoleInput, TUserRoleValues, { meta: { message?: string } }>
      opened={editing !== null}
      onClose={onClose}
      title={role ? t('hrHierarchy.roles.editNamed', { name: role.role_name }) : t('hrHierarchy.roles.new')}
      schema={ZUserRoleInput}
      defaultValues={{
        role_name: role?.role_name ?? '',
        description: role?.description ?? '',
        level: role?.level ?? null,
      }}
      fields={FORM_FIELDS}
      onSubmit={(values) => (role ? update.mutateAsync({ ...values, id: role.id }) : create.mutateAsync(values))}
      successMessage={(reply) => translateHrMessage(t, reply.meta.message)}
      submitLabel={t('hrHierarchy.save')}
    >
      {({ form, errorOf }) => (
        <>
          <TextInput
            label={t('hrHierarchy.fields.roleName')}
            required
            {...form.register('role_name')}
            error={errorOf('role_name')}
          />
          <Controller
            control={form.control}
            name="level"
            render={({ field }) => (
              <NumberInput
                label={t('hrHierarchy.fields.level')}
                min={1}
                max={99}
                allowDecimal={false}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                onBlur={field.onBlur}
                error={errorOf('level')}
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

export const RolesPanel = ({ canWrite }: { canWrite: boolean }) => {
  const { t } = useTranslation();
  const roles = useUserRoles();
  const remove = useHrAction('delete-role');
  const list = useListState({ sorts: ['role_name'], prefix: 'roles.' });
  const [editing, setEditing] = useState<{ role: THrUserRole | null } | null>(null);

  const columns: DataTableColumn<THrUserRole>[] = [
    { key: 'role_name', label: t('hrHierarchy.fields.roleName'), hideable: false, render: (r) => r.role_name },
    { key: 'level', label: t('hrHierarchy.fields.level'), render: (r) => r.level ?? '' },
    { key: 'description', label: t('hrHierarchy.fields.description'), render: (r) => r.description ?? '' },
  ];
  return (
    <ListPanel
      list={list}
      query={pageInMemory(roles, list)}
      actions={
        canWrite ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ role: null })}>
            {t('hrHierarchy.roles.new')}
          </Button>
        ) : null
      }
      search={false}
      tableName="hr-roles"
      empty={{ message: t('pages.empty.hrRoles') }}
      tableLabel={t('hrHierarchy.tabs.roles')}
      columns={columns}
      rowKey={(r) => r.id}
      rowActions={
        canWrite
          ? {
              label: t('hrHierarchy.fields.actions'),
              edit: {
                label: (r) => t('hrHierarchy.roles.editNamed', { name: r.role_name }),
                onEdit: (r) => setEditing({ role: r }),
              },
              remove: {
                label: (r) => t('hrHierarchy.roles.deleteNamed', { name: r.role_name }),
                message: (r) => t('hrHierarchy.roles.deleteMessage', { name: r.role_name }),
                run: async (r) => {
                  const reply = await remove.mutateAsync({ id: r.id });
                  return translateHrMessage(t, reply.meta.message);
                },
              },
            }
          : undefined
      }
      translateError={(message) => translateHrMessage(t, message)}
    >
      <RoleFormModal editing={editing} onClose={() => setEditing(null)} />
    </ListPanel>
  );
};
