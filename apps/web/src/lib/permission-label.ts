import type { TFunction } from 'i18next';

// People read labels, not codes (issue 13 §9): a permission shows as its area's name and what it
// grants there ('System Administrator: Equipment types', 'My Network: View', 'Orders: Everything'),
// from `access.featureNames` and `access.permissionNames` in en, fr and es. A code without a label
// (none today: permission-label.test.ts checks every code of the catalogue) shows as it is.

export const permissionLabel = (t: TFunction, code: string): string => {
  const [area = '', action = ''] = code.split(/\.(.*)/s);
  const areaName = t(`access.featureNames.${area}`, { defaultValue: '' });
  const actionName =
    action === '*' ? t('access.permissionAll') : t(`access.permissionNames.${area}.${action}`, { defaultValue: '' });
  if (!areaName || !actionName) {
    return code;
  }
  return t('access.permissionLabel', { area: areaName, action: actionName, interpolation: { escapeValue: false } });
};
