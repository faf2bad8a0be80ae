import { type AnyResource, type ResourceAction, resourceTextKey } from '@lanehub/shared/resources/define-resource';
import { useTranslation } from 'react-i18next';
import { EntityFormModal } from '../components/list/entity-form-modal';
import type { ResourceRecord } from './api/resource-keys';
import { useResourceAction } from './api/use-resource-action';
import { bodyOf, errorTargetsOf, type FormValues, ResourceFieldInputs, valuesOfRecord } from './resource-fields';
import { resourceMessage } from './resource-text';

/** The fields an action's body carries, and the schema they are checked by (the resource's, picked). */
export const actionFormOf = (r: AnyResource, action: Pick<ResourceAction, 'body'>) => {
  const names = action.body ?? [];
  const fields = r.fields.filter((f) => names.includes(f.name));
  const schema = r.schema.pick(Object.fromEntries(names.map((name) => [name, true])) as Record<string, true>);
  return { fields, schema };
};

// A declared action that takes a body (the catalogue's `update-rate` style): a form of the fields it
// carries, rendered from the resource's declaration and checked by the same schema the server parses it
// with, in the list kit's EntityFormModal (server field errors on their fields, one toast).
export const ResourceActionModal = ({
  resource: r,
  id,
  record,
  action,
  onClose,
}: {
  resource: AnyResource;
  id: string;
  record: ResourceRecord;
  action: ResourceAction | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const act = useResourceAction(r, id);
  const form = action ? actionFormOf(r, action) : null;
  return (
    <EntityFormModal<FormValues, FormValues, { meta: { message?: string } }>
      opened={action !== null}
      onClose={onClose}
      title={action ? t(`${resourceTextKey(r)}.actions.${action.name}`) : ''}
      schema={form?.schema ?? r.schema}
      defaultValues={form ? valuesOfRecord(r, record, form.fields) : {}}
      fields={form ? errorTargetsOf(form.fields) : []}
      onSubmit={(values) =>
        act.mutateAsync({ name: action?.name ?? '', body: bodyOf(r, values) as Record<string, unknown> })
      }
      successMessage={() =>
        action ? t(`${resourceTextKey(r)}.actionMessages.${action.name}`) : resourceMessage(t, r, r.messages.updated)
      }
    >
      {({ form: entityForm, errorOf }) =>
        form ? (
          <ResourceFieldInputs resource={r} fields={form.fields} control={entityForm.control} errorOf={errorOf} />
        ) : null
      }
    </EntityFormModal>
  );
};
