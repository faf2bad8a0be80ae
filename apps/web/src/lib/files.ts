import { formatQuantity } from '../components/format-number';

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

/** A file's size as people read it: bytes, KB or MB (binary), one decimal. */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) {
    return formatQuantity(bytes, 'byte');
  }
  if (bytes < 1024 * 1024) {
    return `${formatQuantity(Math.round((bytes / 1024) * 10) / 10)} KB`;
  }
  return `${formatQuantity(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
};
