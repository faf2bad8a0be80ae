import { Button, FileInput, Group } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from './toast';

/** True when the file matches one accept entry: 'image/png', 'image/*' or '.csv'. */
export const isAcceptedFile = (file: File, accept: readonly string[] | undefined): boolean => {
  if (!accept || accept.length === 0) {
    return true;
  }
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) {
      return name.endsWith(rule);
    }
    if (rule.endsWith('/*')) {
      return type.startsWith(rule.slice(0, -1));
    }
    return type === rule;
  });
};

export type FilePickerProps = {
  /** Allowed mime types (spec 01 §5); any file when not given. */
  accept?: readonly string[];
  /** Called by Upload; a rejection keeps the file selected. */
  onUpload: (file: File) => unknown;
  /**
   * The one toast that confirms the action (issue 13 §8: one toast per action): a text, a function of
   * the file, or null when the action is not an upload yet (a preview) or its caller says more. By
   * default '<file> file uploaded successfully'.
   */
  successMessage?: string | ((file: File) => string) | null;
  /** The button's text; 'Upload' by default. */
  actionLabel?: string;
  label?: string;
  disabled?: boolean;
};

// One file at a time, checked against the allowed types before it can be uploaded (spec 01 §2.5, §5).
export const FilePicker = ({
  accept,
  onUpload,
  label,
  disabled = false,
  successMessage,
  actionLabel,
}: FilePickerProps) => {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // Clears the hidden input so the same file can be chosen again.
  const resetRef = useRef<() => void>(null);

  const choose = (next: File | null) => {
    if (next && !isAcceptedFile(next, accept)) {
      setFile(null);
      setError(t('filePicker.unsupported', { file: next.name }));
      resetRef.current?.();
      return;
    }
    setError(null);
    setFile(next);
  };

  const upload = async () => {
    if (!file) {
      return;
    }
    setUploading(true);
    try {
      await onUpload(file);
      const message =
        successMessage === undefined
          ? t('filePicker.uploaded', { file: file.name })
          : typeof successMessage === 'function'
            ? successMessage(file)
            : successMessage;
      if (message) {
        toastSuccess(message);
      }
      setFile(null);
      resetRef.current?.();
    } catch (caught) {
      toastError(caught instanceof Error ? caught.message : t('filePicker.failed', { file: file.name }));
    } finally {
      setUploading(false);
    }
  };

  const placeholder = t('filePicker.placeholder');
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <FileInput
        label={label}
        aria-label={label ? undefined : placeholder}
        placeholder={placeholder}
        accept={accept?.join(',')}
        value={file}
        onChange={choose}
        error={error}
        disabled={disabled || uploading}
        resetRef={resetRef}
        style={{ flex: 1 }}
      />
      <Button
        leftSection={<IconUpload size={16} aria-hidden />}
        onClick={() => void upload()}
        disabled={!file || disabled}
        loading={uploading}
        mt={label ? 25 : 0}
      >
        {actionLabel ?? t('filePicker.upload')}
      </Button>
    </Group>
  );
};
