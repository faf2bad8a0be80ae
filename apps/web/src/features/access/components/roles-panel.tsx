import {
  ACCESS_MSG,
  isGrantable,
  ROLE_FEATURES,
  roleFeatureGrant,
  type TRole,
  type TRoleInput,
  ZRoleInput,
} from '@lanehub/shared/features/access/access.contract';
import { Badge, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AppModal } from '../../../components/app-modal';
import type { DataTableColumn } from '../../../components/data-table';
import { applyServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { SearchableSelect } from '../../../components/searchable-select';
import { toastError, toastSuccess } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { accessSubjectOf, useSession } from '../../../lib/session';
import { useCreateRole } from '../api/create-role';
import { useRoleList } from '../api/list-roles';

type RoleOutput = z.output<typeof ZRoleInput>;

/** A feature's readable name; the stored value stays the area's identifier. */
export const featureLabel = (t: TFunction, feature: string) =>
  t(`access.featureNames.${feature}`, { defaultValue: feature });

const RoleModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const subject = accessSubjectOf(useSession());
  const isSystemAdmin = subject.isSystemAdmin;
  // A role grants each feature whole: offer only the areas the signed-in user may hand out.
  const features = ROLE_FEATURES.filter((feature) => isGrantable(subject, roleFeatureGrant(feature)));
  const create = useCreateRole();
  const form = useAppForm<TRoleInput, RoleOutput>(ZRoleInput, {
    defaultValues: { name: '', description: '', features: [], companyId: undefined },
  });
  const errorOf = useFieldError(form);
  const close = () => {
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const reply = await create.mutateAsync(values);
      // Spec 02 §8: 'Role {name} is created'; the list refreshes (spec 02 §4).
      toastSuccess(t('access.roles.created', { name: reply.data.name }));
      close();
    } catch (error) {
      // Spec 02 §8: any failure says 'Failed to create new role.'; field errors also go on their fields.
      applyServerErrors(form, error, ['name', 'description', 'features']);
      toastError(ACCESS_MSG.roleCreateFailed);
    }
  });
  return (
    <AppModal opened={opened} onClose={close} title={t('access.roles.new')}>
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
            name="features"
            render={({ field }) => (
              <SearchableSelect
                multiple
                label={t('access.fields.features')}
                options={features.map((f) => ({ value: f, label: featureLabel(t, f) }))}
                value={field.value ?? []}
                onChange={(value) => field.onChange(value)}
                error={errorOf('features')}
              />
            )}
          />
          {isSystemAdmin ? (
            <Controller
              control={form.control}
              name="companyId"
              render={({ field }) => (
                <Checkbox
                  label={t('access.roles.global')}
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
              {t('access.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
};

// The roles of spec 01 §6 / spec 02 §3: global roles (companyId '0') and the company's, with features.
export const RolesPanel = ({ title, description }: { title?: string; description?: string }) => {
  const { t } = useTranslation();
  // The page shows the policies beside the roles: each list keeps its own URL parameters.
  const list = useListState({ sorts: ['name'], prefix: 'roles.' });
  const [creating, setCreating] = useState(false);
  const query = useRoleList({
    skip: list.skip,
    limit: list.limit,
    search: list.search || undefined,
    cursor: list.cursor,
  });
  const columns: DataTableColumn<TRole>[] = [
    { key: 'name', label: t('access.fields.name'), hideable: false, render: (row) => row.name },
    { key: 'description', label: t('access.fields.description'), render: (row) => row.description ?? '' },
    {
      key: 'features',
      label: t('access.fields.features'),
      render: (row) => (
        <Group gap={4}>
          {row.features.map((f) => (
            <Badge key={f} variant="light" tt="none">
              {featureLabel(t, f)}
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
    { key: 'createdAt', label: t('common.created'), render: (row) => formatDate(row.createdAt) },
  ];
  return (
    <ListPanel
      list={list}
      query={query}
      title={title ?? <Text fw={600}>{t('access.tabs.roles')}</Text>}
      description={description}
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {t('access.roles.new')}
        </Button>
      }
      search={{ label: t('access.roles.search') }}
      tableName="access-roles"
      empty={{ message: t('pages.empty.roles') }}
      tableLabel={t('access.roles.table')}
      columns={columns}
      rowKey={(row) => row.id}
    >
      <RoleModal opened={creating} onClose={() => setCreating(false)} />
    </ListPanel>
  );
};
