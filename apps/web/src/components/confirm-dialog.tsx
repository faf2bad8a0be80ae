import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ConfirmDialogProps = {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  title?: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** When set, Confirm stays disabled until the user types this phrase (any case). */
  phrase?: string;
  loading?: boolean;
};

// Every destructive action asks first (spec 01 §2.5): default title 'Warning', default message,
// Confirm and Cancel, optional typed phrase.
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
}: ConfirmDialogProps) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const phraseOk = !phrase || typed.trim().toLowerCase() === phrase.trim().toLowerCase();

  const close = () => {
    setTyped('');
    onCancel();
  };

  return (
    <Modal opened={opened} onClose={close} title={title ?? t('confirm.title')} centered>
      <Stack>
        <Text>{message ?? t('confirm.message')}</Text>
        {phrase ? (
          <TextInput
            label={t('confirm.typePhrase', { phrase })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {cancelLabel ?? t('confirm.cancel')}
          </Button>
          <Button
            color="red"
            disabled={!phraseOk}
            loading={loading}
            onClick={() => {
              setTyped('');
              onConfirm();
            }}
          >
            {confirmLabel ?? t('confirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
