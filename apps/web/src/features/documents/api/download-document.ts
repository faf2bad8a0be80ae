import type { TDocument } from '@lanehub/shared/features/documents/documents.contract';
import { downloadFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/files';

// GET /api/lanehub-core/documents/:id/download with the session's headers, then saved under its name.
export const downloadDocument = async (document: Pick<TDocument, 'id' | 'originalName'>) => {
  const { blob, fileName } = await downloadFile(`/lanehub-core/documents/${document.id}/download`);
  saveBlob(blob, fileName ?? document.originalName);
};
