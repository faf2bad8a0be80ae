import {
  isGrantable,
  PERMISSION_CHOICES,
  POLICY_SCOPES,
  type PolicyScope,
  type TPolicy,
  type TPolicyInput,
  ZPolicyInput,
} from '@lanehub/shared/features/access/access.contract';
import { Badge, Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AppModal } from '../../../components/app-modal';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DataTableColumn } from '../../../components/data-table';
import { submitWithServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { SearchableSelect } from '../../../components/searchable-select';
import { toastError, toastSuccess } from '../../../components/toast';
import { permissionLabel } from '../../../lib/permission-label';
import { accessSubjectOf, useSession } from '../../../lib/session';
import { useAttachToCompany } from '../api/attach-company';
import { useDeletePolicy } from '../api/delete-policy';
import { usePolicyList } from '../api/list-policies';
import { useSavePolicy } from '../api/save-policy';

type PolicyOutput = z.output<typeof ZPolicyInput>;

const PolicyModal = ({ policy, onClose }: { policy: TPolicy | null | 'new'; onClose: () => void }) => {
  const { t } = useTranslation();
  const subject = accessSubjectOf(useSession());
  const isSystemAdmin = subject.isSystemAdmin;
  const editing = policy && policy !== 'new' ? policy : null;
  const save = useSavePolicy(editing?.id);
  const form = useAppForm<TPolicyInput, PolicyOutput>(ZPolicyInput, {
    values: {
      name: editing?.name ?? '',
      description: editing?.description ?? '',
      permissions: editing?.permissions ?? [],
      companyId: editing?.companyId === '0' ? '0' : undefined,
    },
  });
  const errorOf = useFieldError(form);
  const close = () => {
    form.reset();
    onClose();
  };
  const onSubmit = submitWithServerErrors(
    form,
    async (values) => {
      const reply = await save.mutateAsync(values);
      toastSuccess(reply.meta.message ?? reply.data.name);
      close();
    },
    ['name', 'description', 'permissions'],
  );
  // What the signed-in user may grant (no adminMgt.* they do not hold), plus any the policy already
  // grants so they show and can be removed.
  const grantable = PERMISSION_CHOICES.filter((p) => isGrantable(subject, p));
  const choices = [...new Set([...grantable, ...(editing?.permissions ?? [])])];
  return (
    <AppModal
      opened={policy !== null}
      onClose={close}
      title={editing ? t('access.policies.edit') : t('access.policies.new')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput label={t('access.fields.name')} required {...form.register('name')} error={errorOf('name')} />
          <TextInput
            label={t('access.fields.description')}
            {...form.register('description')}
            error={errorOf('description')}
          />
          <Controller
            control={form.control}
            name="permissions"
            render={({ field }) => (
              <SearchableSelect
                multiple
                required
                label={t('access.fields.permissions')}
                options={choices.map((p) => ({ value: p, label: permissionLabel(t, p) }))}
                value={field.value ?? []}
                onChange={(value) => {
                  field.onChange(value);
                  field.onBlur();
                }}
                error={errorOf('permissions')}
              />
            )}
          />
          <Text size="xs" c="dimmed">
            {t('access.policies.permissionsHelp')}
          </Text>
          {isSystemAdmin && !editing ? (
            <Controller
              control={form.control}
              name="companyId"
              render={({ field }) => (
                <Checkbox
                  label={t('access.policies.global')}
                  checked={field.value === '0'}
                  onChange={(event) => field.onChange(event.currentTarget.checked ? '0' : undefined)}
                />
              )}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {editing ? t('access.update') : t('access.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
};

// Policies (spec 01 §6): listed as all, company and unattached; a company creates its own, and
// attaches or detaches the global ones it uses.
export const PoliciesPanel = () => {
  const { t } = useTranslation();
  const isSystemAdmin = accessSubjectOf(useSession()).isSystemAdmin;
  const list = useListState({ sorts: ['name'], filters: ['scope'], prefix: 'policies.' });
  const scopeParam = list.filters.scope;
  const scope: PolicyScope = POLICY_SCOPES.find((s) => s === scopeParam) ?? 'all';
  const [editing, setEditing] = useState<TPolicy | null | 'new'>(null);
  const [deleting, setDeleting] = useState<TPolicy | null>(null);
  const query = usePolicyList({
    scope,
    skip: list.skip,
    limit: list.limit,
    search: list.search || undefined,
    cursor: list.cursor,
  });
  const attach = useAttachToCompany();
  const remove = useDeletePolicy();

  const toggleAttach = (policy: TPolicy) =>
    attach.mutateAsync({ id: policy.id, attach: !policy.attached }).then(
      (reply) => toastSuccess(reply.meta.message ?? policy.name),
      (error: Error) => toastError(error.message),
    );

  const columns: DataTableColumn<TPolicy>[] = [
    { key: 'name', label: t('access.fields.name'), hideable: false, render: (row) => row.name },
    {
      key: 'permissions',
      label: t('access.fields.permissions'),
      render: (row) => (
        <Group gap={4}>
          {row.permissions.map((p) => (
            <Badge key={p} variant="light" tt="none" title={p}>
              {permissionLabel(t, p)}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'scope',
      label: t('access.fields.scope'),
      render: (row) => (row.companyId === '0' ? t('access.global') : t('access.company')),
    },
    {
      key: 'attached',
      label: t('access.policies.attached'),
      render: (row) => (row.attached ? t('common.yes') : t('common.no')),
    },
    { key: 'userCount', label: t('access.policies.users'), render: (row) => String(row.userCount) },
    {
      key: 'description',
      label: t('access.fields.description'),
      defaultHidden: true,
      render: (row) => row.description ?? '',
    },
    {
      key: 'actions',
      label: t('access.actions'),
      hideable: false,
      render: (row) => {
        const global = row.companyId === '0';
        return (
          <Group gap={4} wrap="nowrap">
            {global ? (
              <Button
                size="xs"
                variant="light"
                onClick={() => toggleAttach(row)}
                aria-label={`${row.attached ? t('access.policies.detach') : t('access.policies.attach')} ${row.name}`}
              >
                {row.attached ? t('access.policies.detach') : t('access.policies.attach')}
              </Button>
            ) : null}
            {!global || isSystemAdmin ? (
              <>
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => setEditing(row)}
                  aria-label={`${t('access.edit')} ${row.name}`}
                >
                  {t('access.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => setDeleting(row)}
                  aria-label={`${t('access.delete')} ${row.name}`}
                >
                  {t('access.delete')}
                </Button>
              </>
            ) : null}
          </Group>
        );
      },
    },
  ];

  return (
    <ListPanel
      list={list}
      query={query}
      title={
        <SegmentedControl
          aria-label={t('access.policies.scope')}
          value={scope}
          onChange={(value) => list.setFilters({ scope: value === 'all' ? null : value })}
          data={POLICY_SCOPES.map((s) => ({ value: s, label: t(`access.policies.scopes.${s}`) }))}
        />
      }
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('access.policies.new')}
        </Button>
      }
      search={{ label: t('access.policies.search') }}
      tableName="access-policies"
      empty={{ message: t('pages.empty.policies') }}
      tableLabel={t('access.policies.table')}
      columns={columns}
      rowKey={(row) => row.id}
    >
      <PolicyModal policy={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        message={deleting ? t('access.policies.deleteConfirm', { name: deleting.name }) : undefined}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) {
            return;
          }
          try {
            const reply = await remove.mutateAsync(deleting.id);
            toastSuccess(reply.meta.message ?? deleting.name);
          } catch (error) {
            toastError((error as Error).message);
          }
          setDeleting(null);
        }}
      />
    </ListPanel>
  );
};
