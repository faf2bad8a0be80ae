import { companyLogoPath, type TCompanyLogo } from '@lanehub/shared/features/documents/documents.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile, isApiError, uploadForm } from '../../../lib/api-client';

// The company's logo, cached per company.
const logoKey = (companyId: string) => ['company-logo', companyId] as const;

// GET /api/lanehub-core/companies/:companyId/logo as a Blob (it needs the bearer token, so no plain
// <img src>); null when the company has no logo.
export const useCompanyLogo = (companyId: string | null | undefined) =>
  useQuery({
    queryKey: logoKey(companyId ?? ''),
    queryFn: async ({ signal }): Promise<Blob | null> => {
      try {
        // 204 (no body) when the company has no logo.
        const { blob } = await downloadFile(companyLogoPath(companyId as string), { signal });
        return blob.size > 0 ? blob : null;
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          return null;
        }
        throw error;
      }
    },
    enabled: Boolean(companyId),
    staleTime: 5 * 60_000,
  });

// PUT /api/lanehub-core/company/logo, multipart `file` (image/jpeg or image/png).
export const useUploadLogo = (companyId: string | null | undefined) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadForm<TCompanyLogo>('PUT', '/lanehub-core/company/logo', form);
    },
    // The bytes just sent are the new logo: no need to fetch them back.
    onSuccess: (_reply, file) => {
      if (companyId) {
        client.setQueryData(logoKey(companyId), file);
      }
    },
  });
};
