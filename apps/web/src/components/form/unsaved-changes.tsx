import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../confirm-dialog';

/**
 * The unsaved-changes guard of edit forms (issue 13 §10): while `dirty`, leaving the screen inside
 * the app asks first, and closing or reloading the tab gets the browser's own question.
 */
export const useUnsavedChangesGuard = (dirty: boolean) => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) {
      return;
    }
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
};

/** The question itself: Leave (the changes are lost) or Stay. */
export const UnsavedChangesDialog = ({
  opened,
  onLeave,
  onStay,
}: {
  opened: boolean;
  onLeave: () => void;
  onStay: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={opened}
      title={t('unsavedChanges.title')}
      message={t('unsavedChanges.message')}
      confirmLabel={t('unsavedChanges.leave')}
      cancelLabel={t('unsavedChanges.stay')}
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
};

/** Drop-in for a routed edit form: `<UnsavedChangesGuard dirty={form.formState.isDirty} />`. */
export const UnsavedChangesGuard = ({ dirty }: { dirty: boolean }) => {
  const blocker = useUnsavedChangesGuard(dirty);
  return (
    <UnsavedChangesDialog
      opened={blocker.state === 'blocked'}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
};
