import { useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

export type TypedConfirmDialogProps = Omit<ConfirmDialogProps, 'onConfirm' | 'loading'> & {
  /** May return a promise: Confirm then shows a spinner and cannot be pressed twice. */
  onConfirm: () => void | Promise<void>;
};

// The confirm dialog of spec 01 §2.5 / §5 with the typed phrase and async confirm handled here,
// so callers do not each track a pending flag.
export const TypedConfirmDialog = ({ onConfirm, ...props }: TypedConfirmDialogProps) => {
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
    }
  };

  return <ConfirmDialog {...props} loading={pending} onConfirm={() => void confirm()} />;
};
