import { TOAST_DEFAULT_MS, TOAST_ERROR_MS } from '@lanehub/shared/constants/app';
import { notifications } from '@mantine/notifications';
import { i18n, translateMessage } from '../lib/i18n';

/** The toast stack's classes: it starts below the shell's top bar (toast.module.css, issue 13 §8). */
export { default as toastClasses } from './toast.module.css';

// One toast per action (issue 13 §8): the component that finishes an action confirms it once; shared
// widgets (the file picker) take the caller's message instead of adding their own.

// The toast's close × is named, in the language of the moment.
const closeButtonProps = () => ({ 'aria-label': i18n.t('modal.close') });

// Toasts as the spec gives them (spec 01 §8, §9): success 5 s by default; errors titled 'Error',
// danger style, 2 s.
export const toastSuccess = (message: string, options: { title?: string; autoClose?: number } = {}) =>
  notifications.show({
    title: options.title,
    message: translateMessage(i18n.t, message),
    color: 'green',
    autoClose: options.autoClose ?? TOAST_DEFAULT_MS,
    closeButtonProps: closeButtonProps(),
  });

export const toastError = (message: string) =>
  notifications.show({
    title: i18n.t('common.error'),
    message: translateMessage(i18n.t, message),
    color: 'red',
    autoClose: TOAST_ERROR_MS,
    closeButtonProps: closeButtonProps(),
  });
