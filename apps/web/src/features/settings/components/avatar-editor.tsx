import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, formatUploadLimit } from '@lanehub/shared';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../../components/file-picker';
import { toastError, toastSuccess } from '../../../components/toast';
import { useAvatar, useRemoveAvatar, useUploadAvatar } from '../api/avatar';

const useObjectUrl = (blob: Blob | null | undefined): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
};

// The user's avatar (spec 01 §5: image/jpeg and image/png only), read with the session's headers.
export const AvatarEditor = ({ avatarUrl, initials }: { avatarUrl: string | null; initials: string }) => {
  const { t } = useTranslation();
  const avatar = useAvatar(avatarUrl);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const src = useObjectUrl(avatar.data);
  const limit = formatUploadLimit(AVATAR_MAX_BYTES);

  const send = async (file: File) => {
    if (file.size > AVATAR_MAX_BYTES) {
      throw new Error(t('settings.avatar.tooLarge', { file: file.name, limit }));
    }
    await upload.mutateAsync(file);
    toastSuccess(t('settings.avatar.updated'));
  };

  return (
    <Group align="flex-start" gap="lg">
      <Avatar src={src} alt={t('settings.avatar.alt')} size={96} radius={96} color="green">
        {initials}
      </Avatar>
      <Stack gap="xs">
        <FilePicker accept={AVATAR_MIME_TYPES} onUpload={send} label={t('settings.avatar.label')} />
        <Text size="xs" c="dimmed">
          {t('settings.avatar.allowed', { limit })}
        </Text>
        {avatarUrl ? (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            w="fit-content"
            loading={remove.isPending}
            onClick={() =>
              remove.mutateAsync().then(
                () => toastSuccess(t('settings.avatar.removed')),
                (error: Error) => toastError(error.message),
              )
            }
          >
            {t('settings.avatar.remove')}
          </Button>
        ) : null}
      </Stack>
    </Group>
  );
};
