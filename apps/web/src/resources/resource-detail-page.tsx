import { type AnyResource, resourceTextKey } from '@lanehub/shared/resources/define-resource';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog';
import { toastError, toastSuccess } from '../components/toast';
import type { ResourceRecord } from './api/resource-keys';
import { useDeleteResource } from './api/use-delete-resource';
import { useResourceAction } from './api/use-resource-action';
import { useResourceRecord } from './api/use-resource-record';
import { FieldValue } from './field-value';
import { QueryState } from './query-state';
import { RequirePermission, useCan } from './require-permission';
import { fieldLabel, resourceLabel, resourceLabelPlural, resourceMessage } from './resource-text';

const ResourceDetail = ({ resource: r, id, record }: { resource: AnyResource; id: string; record: ResourceRecord }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useCan();
  const remove = useDeleteResource(r);
  const act = useResourceAction(r, id);
  // The declared actions that take no body are buttons here; each needs its own permission.
  const actions = (r.actions ?? []).filter((a) => !a.body?.length && allowed(a.permission));
  const onAction = async (name: string) => {
    try {
      await act.mutateAsync(name);
      toastSuccess(t(`${resourceTextKey(r)}.actionMessages.${name}`));
    } catch (error) {
      toastError(error instanceof Error ? error.message : String(error));
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
      <Anchor component={Link} to={r.webPath} size="sm">
        {t('resource.backToList', { labelPlural: resourceLabelPlural(t, r) })}
      </Anchor>
      <Group justify="space-between">
        <Title order={2}>{resourceLabel(t, r)}</Title>
        {allowed(r.permission.write) || actions.length > 0 ? (
          <Group>
            {actions.map((action) => (
              <Button
                key={action.name}
                variant="light"
                loading={act.isPending && act.variables === action.name}
                onClick={() => void onAction(action.name)}
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
          </Group>
        ) : null}
      </Group>
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
