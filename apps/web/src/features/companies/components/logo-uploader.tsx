import { formatUploadLimit, LOGO_MAX_BYTES, LOGO_MIME_TYPES } from '@lanehub/shared/constants/uploads';
import type { TCompanyLogo } from '@lanehub/shared/features/documents/documents.contract';
import { Box, Center, Image, Loader, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../../components/file-picker';
import { useSession } from '../../../lib/session';
import { useCan } from '../../../resources/require-permission';
import { useCompanyLogo, useUploadLogo } from '../api/company-logo';

export type LogoUploaderProps = {
  /** The company whose logo to show; the signed-in user's own company when not given. */
  companyId?: string;
  /** Its legal name, for the image's text alternative. */
  companyName?: string;
  /** Offer the upload; by default only for one's own company with company.edit. */
  editable?: boolean;
  /** Called after a new logo has been stored (e.g. to refresh a profile that says whether there is one). */
  onUploaded?: (logo: TCompanyLogo) => void;
  /** Largest side of the preview, in pixels. */
  size?: number;
};

// An object URL for a Blob, revoked when the Blob changes or the component goes.
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

// The company logo of Company details (spec 01 §5: image/jpeg and image/png only): the current logo,
// read with the session's headers, and an upload that replaces it.
export const LogoUploader = ({ companyId, companyName, editable, onUploaded, size = 160 }: LogoUploaderProps) => {
  const { t } = useTranslation();
  const session = useSession();
  const can = useCan();
  const ownId = (session.company ?? session.profile?.company)?._id ?? null;
  const targetId = companyId ?? ownId;
  const isOwn = targetId !== null && targetId === ownId;
  const canUpload = editable ?? (isOwn && can('company.edit'));

  const logo = useCompanyLogo(targetId);
  const upload = useUploadLogo(targetId);
  const url = useObjectUrl(logo.data);
  const limit = formatUploadLimit(LOGO_MAX_BYTES);
  const alt = companyName ? t('documents.logo.alt', { name: companyName }) : t('documents.logo.altOwn');

  const send = async (file: File) => {
    if (file.size > LOGO_MAX_BYTES) {
      throw new Error(t('documents.tooLarge', { file: file.name, limit }));
    }
    const reply = await upload.mutateAsync(file);
    onUploaded?.(reply.data);
  };

  let preview = (
    <Stack gap={4} align="center">
      <IconPhoto size={32} aria-hidden />
      <Text size="sm" c="dimmed">
        {t('documents.logo.none')}
      </Text>
    </Stack>
  );
  if (logo.isPending && targetId) {
    preview = <Loader size="sm" aria-label={t('common.loading')} />;
  } else if (url) {
    preview = <Image src={url} alt={alt} fit="contain" maw={size} mah={size} />;
  }

  return (
    <Stack gap="xs" maw={Math.max(size, 360)}>
      <Box
        w={size}
        h={size}
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <Center h="100%">{preview}</Center>
      </Box>
      {canUpload ? (
        <>
          <FilePicker
            accept={LOGO_MIME_TYPES}
            onUpload={send}
            label={t('documents.logo.label')}
            successMessage={t('documents.logo.updated')}
          />
          <Text size="xs" c="dimmed">
            {t('documents.logo.allowed', { limit })}
          </Text>
        </>
      ) : null}
    </Stack>
  );
};
