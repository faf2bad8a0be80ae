import { Button, Group, type MantineColor, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from './toast';

export type ConfirmDialogProps = {
  opened: boolean;
  /** May return a promise: Confirm then shows a spinner and cannot be pressed twice. */
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
  title?: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** When set, Confirm stays disabled until the trimmed input equals this phrase, in any case. */
  phrase?: string;
  /** Busy state owned by the caller (e.g. a mutation's pending flag), added to our own. */
  loading?: boolean;
  /** Red by default: most confirmations guard a destructive action. */
  confirmColor?: MantineColor;
};

export const phraseMatches = (typed: string, phrase: string): boolean =>
  typed.trim().toLowerCase() === phrase.trim().toLowerCase();

// The one confirm dialog (spec 01 §2.5, §5): default title 'Warning', default message, Confirm and
// Cancel, optional typed phrase, and an async confirm tracked here so callers keep no pending flag.
export const ConfirmDialog = ({
  opened,
  onConfirm,
  onCancel,
  title,
  message,
  confirmLabel,
  cancelLabel,
  phrase,
  loading = false,
  confirmColor = 'red',
}: ConfirmDialogProps) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  // State updates are not synchronous: a double click must not run onConfirm twice.
  const running = useRef(false);
  const busy = loading || pending;
  const phraseOk = !phrase || phraseMatches(typed, phrase);

  const close = () => {
    if (busy) {
      return;
    }
    setTyped('');
    onCancel();
  };

  const confirm = async () => {
    if (running.current || !phraseOk) {
      return;
    }
    running.current = true;
    setPending(true);
    try {
      await onConfirm();
      setTyped('');
    } catch (error) {
      // A caller that does not handle its own failure still gets the spec's error toast.
      toastError(error instanceof Error ? error.message : String(error));
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title ?? t('confirm.title')}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <Stack>
        <Text>{message ?? t('confirm.message')}</Text>
        {phrase ? (
          <TextInput
            label={t('confirm.typePhrase', { phrase })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {cancelLabel ?? t('confirm.cancel')}
          </Button>
          <Button color={confirmColor} disabled={!phraseOk} loading={busy} onClick={() => void confirm()}>
            {confirmLabel ?? t('confirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
