import { COMPANY_DOCUMENTS_WHERE, type TDocument } from '@lanehub/shared/features/documents/documents.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

export type UploadDocumentInput = {
  file: File;
  name?: string;
  where?: string;
  whereId?: string;
  expiresOn?: string | null;
};

// POST /api/lanehub-core/documents, multipart: file, where, whereId, name (spec 01 §3), expiresOn.
export const uploadDocument = ({
  file,
  name,
  where = COMPANY_DOCUMENTS_WHERE,
  whereId,
  expiresOn,
}: UploadDocumentInput) => {
  const form = new FormData();
  form.append('where', where);
  if (whereId) {
    form.append('whereId', whereId);
  }
  if (name?.trim()) {
    form.append('name', name.trim());
  }
  if (expiresOn) {
    form.append('expiresOn', expiresOn);
  }
  form.append('file', file, file.name);
  return uploadForm<TDocument>('POST', '/lanehub-core/documents', form);
};

export const useUploadDocument = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.all }),
  });
};
