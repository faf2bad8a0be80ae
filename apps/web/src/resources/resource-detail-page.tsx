import { type AnyResource, type ResourceAction, resourceTextKey } from '@lanehub/shared/resources/define-resource';
import { Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { toastError, toastSuccess } from '../components/toast';
import { translateMessage } from '../lib/i18n';
import type { ResourceRecord } from './api/resource-keys';
import { useDeleteResource } from './api/use-delete-resource';
import { useResourceAction } from './api/use-resource-action';
import { useResourceRecord } from './api/use-resource-record';
import { FieldValue } from './field-value';
import { QueryState } from './query-state';
import { RequirePermission, useCan } from './require-permission';
import { ResourceActionModal } from './resource-action-modal';
import { fieldLabel, resourceLabel, resourceLabelPlural, resourceMessage } from './resource-text';

const ResourceDetail = ({ resource: r, id, record }: { resource: AnyResource; id: string; record: ResourceRecord }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useCan();
  const remove = useDeleteResource(r);
  const act = useResourceAction(r, id);
  // The declared actions are buttons here, each behind its own permission: one without a body runs at
  // once, one with a body opens its form.
  const actions = (r.actions ?? []).filter((a) => allowed(a.permission));
  const [formAction, setFormAction] = useState<ResourceAction | null>(null);
  const onAction = async (action: ResourceAction) => {
    if (action.body?.length) {
      setFormAction(action);
      return;
    }
    try {
      await act.mutateAsync({ name: action.name });
      toastSuccess(t(`${resourceTextKey(r)}.actionMessages.${action.name}`));
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    }
  };
  const [confirming, setConfirming] = useState(false);

  // The dialog shows the spinner while this runs and toasts a failure.
  const onDelete = async () => {
    try {
      const reply = await remove.mutateAsync(id);
      toastSuccess(resourceMessage(t, r, reply.meta.message ?? r.messages.deleted));
      navigate(r.webPath);
    } finally {
      setConfirming(false);
    }
  };

  const names = [...r.fields.map((f) => f.name), 'createdAt', 'updatedAt'];

  return (
    <Stack>
      <PageHeader
        title={resourceLabel(t, r)}
        description={t('pages.resourceDetail')}
        breadcrumbs={[{ label: resourceLabelPlural(t, r), to: r.webPath }, { label: resourceLabel(t, r) }]}
        actions={
          allowed(r.permission.write) || actions.length > 0 ? (
            <>
              {actions.map((action) => (
                <Button
                  key={action.name}
                  variant="light"
                  loading={act.isPending && act.variables?.name === action.name}
                  onClick={() => void onAction(action)}
                >
                  {t(`${resourceTextKey(r)}.actions.${action.name}`)}
                </Button>
              ))}
              {allowed(r.permission.write) ? (
                <>
                  <Button
                    variant="default"
                    leftSection={<IconEdit size={16} />}
                    onClick={() => navigate(`${r.webPath}/${id}/edit`)}
                  >
                    {t('resource.edit')}
                  </Button>
                  <Button
                    color="red"
                    variant="light"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => setConfirming(true)}
                  >
                    {t('resource.delete')}
                  </Button>
                </>
              ) : null}
            </>
          ) : null
        }
      />
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {names.map((name) => (
            <div key={name}>
              <Text size="xs" c="dimmed" tt="uppercase">
                {fieldLabel(t, r, name)}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>
                {record[name] === undefined || record[name] === null || record[name] === '' ? (
                  '—'
                ) : (
                  <FieldValue resource={r} name={name} value={record[name]} />
                )}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Card>
      <ConfirmDialog opened={confirming} onConfirm={onDelete} onCancel={() => setConfirming(false)} />
      <ResourceActionModal
        resource={r}
        id={id}
        record={record}
        action={formAction}
        onClose={() => setFormAction(null)}
      />
    </Stack>
  );
};

const ResourceDetailQuery = ({ resource: r, id }: { resource: AnyResource; id: string }) => {
  const query = useResourceRecord(r, id);
  return <QueryState query={query}>{(record) => <ResourceDetail resource={r} id={id} record={record} />}</QueryState>;
};

export const ResourceDetailPage = ({ resource }: { resource: AnyResource }) => {
  const { id = '' } = useParams();
  return (
    <RequirePermission permission={resource.permission.read}>
      <ResourceDetailQuery resource={resource} id={id} />
    </RequirePermission>
  );
};
