import type { AnyResource } from '@lanehub/shared/resources/define-resource';
import { Button, Card, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { submitWithServerErrors } from '../components/form/server-errors';
import { useAppForm } from '../components/form/use-app-form';
import { useFieldError } from '../components/form/use-field-error';
import { PageHeader } from '../components/page-header';
import { toastSuccess } from '../components/toast';
import { useResourceRecord } from './api/use-resource-record';
import { useSaveResource } from './api/use-save-resource';
import { QueryState } from './query-state';
import { RequirePermission } from './require-permission';
import {
  bodyOf,
  defaultValuesOf,
  errorTargetsOf,
  type FormValues,
  ResourceFieldInputs,
  valuesOfRecord,
} from './resource-fields';
import { resourceLabel, resourceLabelPlural, resourceMessage } from './resource-text';

const ResourceForm = ({
  resource: r,
  id,
  initialValues,
}: {
  resource: AnyResource;
  id?: string | undefined;
  initialValues: FormValues;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveResource(r, id);
  // The definition's schema is generic here; its fields are the form's fields.
  const form = useAppForm<FormValues, FormValues>(r.schema, { defaultValues: initialValues });
  const errorOf = useFieldError(form);
  const { isSubmitting } = form.formState;

  const onSubmit = submitWithServerErrors(
    form,
    async (values) => {
      const reply = await save.mutateAsync(bodyOf(r, values));
      toastSuccess(resourceMessage(t, r, reply.meta.message ?? (id ? r.messages.updated : r.messages.created)));
      navigate(r.webPath);
    },
    // A money field's errors come back on its parts ('minimumCharge.amount').
    errorTargetsOf(r.fields),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card withBorder maw={720}>
        <Stack>
          <ResourceFieldInputs resource={r} fields={r.fields} control={form.control} errorOf={errorOf} />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={id ? `${r.webPath}/${id}` : r.webPath}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('resource.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
};

const EditForm = ({ resource: r, id }: { resource: AnyResource; id: string }) => {
  const query = useResourceRecord(r, id);
  return (
    <QueryState query={query}>
      {(record) => <ResourceForm key={id} resource={r} id={id} initialValues={valuesOfRecord(r, record)} />}
    </QueryState>
  );
};

export const ResourceFormPage = ({ resource: r }: { resource: AnyResource }) => {
  const { t } = useTranslation();
  const { id } = useParams();
  const label = resourceLabel(t, r);
  return (
    <RequirePermission permission={r.permission.write}>
      <Stack>
        <PageHeader
          title={id ? t('resource.editTitle', { label }) : t('resource.newTitle', { label })}
          description={t('pages.resourceForm')}
          breadcrumbs={[
            { label: resourceLabelPlural(t, r), to: r.webPath },
            { label: id ? t('resource.editTitle', { label }) : t('resource.newTitle', { label }) },
          ]}
        />
        {id ? <EditForm resource={r} id={id} /> : <ResourceForm resource={r} initialValues={defaultValuesOf(r)} />}
      </Stack>
    </RequirePermission>
  );
};
