import { type AnyResource, resourceTextKey } from '@lanehub/shared/resources/define-resource';
import type { TFunction } from 'i18next';
import { formatDate } from '../lib/format';
import { i18n, translateMessage } from '../lib/i18n';

// Labels and values of a resource from the locale catalogue, under the resource's text key
// (`resources.<name>` unless it declares another). The definition's English text is only the
// fallback of older resources: resource-text.test.ts requires en, fr and es texts for every label.

export const resourceLabel = (t: TFunction, r: AnyResource) =>
  t(`${resourceTextKey(r)}.label`, { defaultValue: r.label });

export const resourceLabelPlural = (t: TFunction, r: AnyResource) =>
  t(`${resourceTextKey(r)}.labelPlural`, { defaultValue: r.labelPlural });

export const fieldLabel = (t: TFunction, r: AnyResource, name: string): string => {
  if (name === 'updatedAt') {
    return t('common.updated');
  }
  if (name === 'createdAt') {
    return t('common.created');
  }
  const field = r.fields.find((f) => f.name === name);
  return t(`${resourceTextKey(r)}.fields.${name}`, { defaultValue: field?.label ?? name });
};

/** The field's example value ('Greater Montreal'), in the interface language where it is words. */
export const fieldPlaceholder = (t: TFunction, r: AnyResource, name: string): string | undefined => {
  const placeholder = r.fields.find((f) => f.name === name)?.placeholder;
  return placeholder === undefined
    ? undefined
    : t(`${resourceTextKey(r)}.placeholders.${name}`, { defaultValue: placeholder });
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
  return t(`${resourceTextKey(r)}.options.${name}.${value}`, { defaultValue: option?.label ?? value });
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
  if ((field?.input === 'select' || field?.input === 'enum') && typeof value === 'string') {
    return optionLabel(t, r, name, value);
  }
  if (field?.input === 'money' && typeof value === 'object') {
    return formatMoney(value as { amount: string; currency: string });
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/**
 * An amount in its currency in the interface language ('CA$1,250.50'). Intl formats the decimal string
 * itself (no float in between); an amount Intl cannot take is shown as stored.
 */
export const formatMoney = ({ amount, currency }: { amount: string; currency: string }): string => {
  try {
    return new Intl.NumberFormat(i18n.language || 'en', {
      style: 'currency',
      currency,
      maximumFractionDigits: 4,
    }).format(amount as unknown as number);
  } catch {
    return `${amount} ${currency}`;
  }
};
