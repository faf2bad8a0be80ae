import type { TDocument } from '@lanehub/shared/features/documents/documents.contract';
import { downloadFile } from '../../../lib/api-client';

/** Hands a Blob to the browser as a file download. */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
};

// GET /api/lanehub-core/documents/:id/download with the session's headers, then saved under its name.
export const downloadDocument = async (document: Pick<TDocument, 'id' | 'originalName'>) => {
  const { blob, fileName } = await downloadFile(`/lanehub-core/documents/${document.id}/download`);
  saveBlob(blob, fileName ?? document.originalName);
};
