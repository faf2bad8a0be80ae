import { type THrUserRole, type TUserRoleInput, type TUserRoleValues, ZUserRoleInput } from '@lanehub/shared';
import { Button, Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { submitWithServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { actionsColumn } from '../../../components/row-actions';
import { toastSuccess } from '../../../components/toast';
import { useCreateUserRole } from '../api/create-user-role';
import { useHrAction } from '../api/hr-action';
import { useUserRoles } from '../api/user-roles';
import { translateHrMessage } from '../hr-text';
import { usePage } from './use-page';

const FORM_FIELDS = ['role_name', 'description', 'level'] as const;

const RoleForm = ({ role, onDone }: { role: THrUserRole | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const create = useCreateUserRole();
  const update = useHrAction('update-role');
  const form = useAppForm<TUserRoleInput, TUserRoleValues>(ZUserRoleInput, {
    defaultValues: {
      role_name: role?.role_name ?? '',
      description: role?.description ?? '',
      level: role?.level ?? null,
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
      const reply = role ? await update.mutateAsync({ ...values, id: role.id }) : await create.mutateAsync(values);
      toastSuccess(translateHrMessage(t, reply.meta.message));
      onDone();
    },
    FORM_FIELDS,
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TextInput
          label={t('hrHierarchy.fields.roleName')}
          required
          {...form.register('role_name')}
          error={fieldError('role_name')}
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
              error={fieldError('level')}
            />
          )}
        />
        <Textarea
          label={t('hrHierarchy.fields.description')}
          autosize
          minRows={2}
          {...form.register('description')}
          error={fieldError('description')}
        />
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

export const RolesPanel = ({ canWrite }: { canWrite: boolean }) => {
  const { t } = useTranslation();
  const roles = useUserRoles();
  const remove = useHrAction('delete-role');
  const page = usePage(roles.data);
  const [editing, setEditing] = useState<{ role: THrUserRole | null } | null>(null);
  const [deleting, setDeleting] = useState<THrUserRole | null>(null);

  const confirmDelete = async () => {
    if (!deleting) {
      return;
    }
    try {
      const reply = await remove.mutateAsync({ id: deleting.id });
      toastSuccess(translateHrMessage(t, reply.meta.message));
    } finally {
      setDeleting(null);
    }
  };

  const columns: DataTableColumn<THrUserRole>[] = [
    { key: 'role_name', label: t('hrHierarchy.fields.roleName'), hideable: false, render: (r) => r.role_name },
    { key: 'level', label: t('hrHierarchy.fields.level'), render: (r) => r.level ?? '' },
    { key: 'description', label: t('hrHierarchy.fields.description'), render: (r) => r.description ?? '' },
  ];
  if (canWrite) {
    columns.push(
      actionsColumn(t('hrHierarchy.fields.actions'), {
        labels: (r) => ({
          edit: t('hrHierarchy.roles.editNamed', { name: r.role_name }),
          remove: t('hrHierarchy.roles.deleteNamed', { name: r.role_name }),
        }),
        onEdit: (r) => setEditing({ role: r }),
        onRemove: (r) => setDeleting(r),
      }),
    );
  }

  return (
    <Stack>
      {canWrite ? (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ role: null })}>
            {t('hrHierarchy.roles.new')}
          </Button>
        </Group>
      ) : null}
      <DataTable
        tableName="hr-roles"
        label={t('hrHierarchy.tabs.roles')}
        columns={columns}
        rowKey={(r) => r.id}
        loading={roles.isFetching}
        {...page}
      />
      <AppModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.role
            ? t('hrHierarchy.roles.editNamed', { name: editing.role.role_name })
            : t('hrHierarchy.roles.new')
        }
      >
        {editing ? <RoleForm role={editing.role} onDone={() => setEditing(null)} /> : null}
      </AppModal>
      <ConfirmDialog
        opened={deleting !== null}
        message={deleting ? t('hrHierarchy.roles.deleteMessage', { name: deleting.role_name }) : undefined}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
};
