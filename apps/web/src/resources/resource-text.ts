import type { AnyResource } from '@lanehub/shared';
import type { TFunction } from 'i18next';
import { formatDate } from '../lib/format';
import { translateMessage } from '../lib/i18n';

// Labels and values of a resource, translated when the catalogue knows them, else the definition's text.

export const resourceLabel = (t: TFunction, r: AnyResource) =>
  t(`resources.${r.name}.label`, { defaultValue: r.label });

export const resourceLabelPlural = (t: TFunction, r: AnyResource) =>
  t(`resources.${r.name}.labelPlural`, { defaultValue: r.labelPlural });

export const fieldLabel = (t: TFunction, r: AnyResource, name: string): string => {
  if (name === 'updatedAt') {
    return t('common.updated');
  }
  if (name === 'createdAt') {
    return t('common.created');
  }
  const field = r.fields.find((f) => f.name === name);
  return t(`resources.${r.name}.fields.${name}`, { defaultValue: field?.label ?? name });
};

/** The field's example value ('Greater Montreal'), in the interface language where it is words. */
export const fieldPlaceholder = (t: TFunction, r: AnyResource, name: string): string | undefined => {
  const placeholder = r.fields.find((f) => f.name === name)?.placeholder;
  return placeholder === undefined
    ? undefined
    : t(`resources.${r.name}.placeholders.${name}`, { defaultValue: placeholder });
};

/**
 * A message of the resource's routes: its own created/updated/deleted messages ('Service Area has been
 * created') name the resource by its translated label; anything else is a message of the catalogues.
 */
export const resourceMessage = (t: TFunction, r: AnyResource, message: string): string => {
  const own = (Object.keys(r.messages) as Array<keyof AnyResource['messages']>).find(
    (key) => r.messages[key] === message,
  );
  return own ? t(`messages.${own}`, { label: resourceLabel(t, r) }) : translateMessage(t, message);
};

export const optionLabel = (t: TFunction, r: AnyResource, name: string, value: string): string => {
  const option = r.fields.find((f) => f.name === name)?.options?.find((o) => o.value === value);
  return t(`resources.${r.name}.options.${name}.${value}`, { defaultValue: option?.label ?? value });
};

export const formatFieldValue = (t: TFunction, r: AnyResource, name: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') {
    return '';
  }
  if (name === 'updatedAt' || name === 'createdAt') {
    return typeof value === 'string' ? formatDate(value) : '';
  }
  if (typeof value === 'boolean') {
    return value ? t('common.yes') : t('common.no');
  }
  const field = r.fields.find((f) => f.name === name);
  if (field?.input === 'select' && typeof value === 'string') {
    return optionLabel(t, r, name, value);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};
