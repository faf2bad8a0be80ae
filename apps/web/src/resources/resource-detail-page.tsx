import type { AnyResource } from '@lanehub/shared';
import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog';
import { toastError, toastSuccess } from '../components/toast';
import { translateMessage } from '../lib/i18n';
import { useDeleteResource } from './api/use-delete-resource';
import { useResourceRecord } from './api/use-resource-record';
import { RequirePermission, useCan } from './require-permission';
import { fieldLabel, formatFieldValue, resourceLabel, resourceLabelPlural } from './resource-text';

const ResourceDetail = ({ resource: r, id }: { resource: AnyResource; id: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useCan();
  const query = useResourceRecord(r, id);
  const remove = useDeleteResource(r);
  const [confirming, setConfirming] = useState(false);

  const onDelete = () =>
    remove.mutate(id, {
      onSuccess: (reply) => {
        setConfirming(false);
        toastSuccess(reply.meta.message ?? r.messages.deleted);
        navigate(r.webPath);
      },
      onError: (error) => {
        setConfirming(false);
        toastError(error.message);
      },
    });

  if (query.isPending) {
    return <Loader aria-label={t('common.loading')} />;
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {translateMessage(t, query.error.message)}
      </Alert>
    );
  }
  const record = query.data;
  const names = [...r.fields.map((f) => f.name), 'createdAt', 'updatedAt'];

  return (
    <Stack>
      <Anchor component={Link} to={r.webPath} size="sm">
        {t('resource.backToList', { labelPlural: resourceLabelPlural(t, r) })}
      </Anchor>
      <Group justify="space-between">
        <Title order={2}>{resourceLabel(t, r)}</Title>
        {allowed(r.permission.write) ? (
          <Group>
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
              <Text style={{ whiteSpace: 'pre-wrap' }}>{formatFieldValue(t, r, name, record[name]) || '—'}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Card>
      <ConfirmDialog
        opened={confirming}
        loading={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
};

export const ResourceDetailPage = ({ resource }: { resource: AnyResource }) => {
  const { id = '' } = useParams();
  return (
    <RequirePermission permission={resource.permission.read}>
      <ResourceDetail resource={resource} id={id} />
    </RequirePermission>
  );
};
