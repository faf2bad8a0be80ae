import { formatUploadLimit } from '@lanehub/shared/constants/uploads';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@lanehub/shared/features/settings/settings.contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../../components/file-picker';
import { toastError, toastSuccess } from '../../../components/toast';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar';
import { UserAvatar } from './user-avatar';

// The user's avatar (spec 01 §5: image/jpeg and image/png only), read with the session's headers.
export const AvatarEditor = ({ avatarUrl, initials }: { avatarUrl: string | null; initials: string }) => {
  const { t } = useTranslation();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const limit = formatUploadLimit(AVATAR_MAX_BYTES);

  const send = async (file: File) => {
    if (file.size > AVATAR_MAX_BYTES) {
      throw new Error(t('settings.avatar.tooLarge', { file: file.name, limit }));
    }
    await upload.mutateAsync(file);
  };

  return (
    <Group align="flex-start" gap="lg">
      <UserAvatar url={avatarUrl} initials={initials} alt={t('settings.avatar.alt')} size={96} radius={96} />
      <Stack gap="xs">
        <FilePicker
          accept={AVATAR_MIME_TYPES}
          onUpload={send}
          label={t('settings.avatar.label')}
          successMessage={t('settings.avatar.updated')}
        />
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
