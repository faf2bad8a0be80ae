import { TOAST_DEFAULT_MS, TOAST_ERROR_MS } from '@lanehub/shared/constants/app';
import { notifications } from '@mantine/notifications';
import { i18n, translateMessage } from '../lib/i18n';

// Toasts as the spec gives them (spec 01 §8, §9): success 5 s by default; errors titled 'Error',
// danger style, 2 s.
export const toastSuccess = (message: string, options: { title?: string; autoClose?: number } = {}) =>
  notifications.show({
    title: options.title,
    message: translateMessage(i18n.t, message),
    color: 'green',
    autoClose: options.autoClose ?? TOAST_DEFAULT_MS,
  });

export const toastError = (message: string) =>
  notifications.show({
    title: i18n.t('common.error'),
    message: translateMessage(i18n.t, message),
    color: 'red',
    autoClose: TOAST_ERROR_MS,
  });
