import type { AnyResource } from '@lanehub/shared/resources/define-resource';
import { useTranslation } from 'react-i18next';
import { ReferenceValue } from './reference-picker';
import { formatFieldValue } from './resource-text';

/** A record's value as the list and detail pages show it: a reference by its target's name. */
export const FieldValue = ({ resource: r, name, value }: { resource: AnyResource; name: string; value: unknown }) => {
  const { t } = useTranslation();
  const field = r.fields.find((f) => f.name === name);
  if (field?.input === 'reference' && field.reference && typeof value === 'string' && value) {
    return <ReferenceValue target={field.reference.resource} display={field.reference.display} id={value} />;
  }
  return <>{formatFieldValue(t, r, name, value)}</>;
};
