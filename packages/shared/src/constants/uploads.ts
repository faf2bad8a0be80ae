import { defineMessages, withParams } from './message-registry';

// Uploads (issue 5, spec 01 §5): single file, allowed types, size limits. The server checks all of it
// again (declared type, extension and the file's first bytes); the web checks first to spare a round trip.

export const MEBIBYTE = 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * MEBIBYTE;
export const LOGO_MAX_BYTES = 2 * MEBIBYTE;

/** Each allowed mime type with the file name extensions it may carry. */
export const UPLOAD_FILE_TYPES = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
  'text/csv': ['.csv'],
  'text/plain': ['.txt'],
  // Survey image archives only (docs/vendor-survey.md): not a document type.
  'application/zip': ['.zip'],
} as const satisfies Record<string, readonly string[]>;
export type UploadMimeType = keyof typeof UPLOAD_FILE_TYPES;

export const DOCUMENT_MIME_TYPES = (Object.keys(UPLOAD_FILE_TYPES) as UploadMimeType[]).filter(
  (type) => type !== 'application/zip',
);
/** Spec 01 §5: the logo accepts image/jpeg and image/png. */
export const LOGO_MIME_TYPES = ['image/jpeg', 'image/png'] as const satisfies readonly UploadMimeType[];

/** The extensions of the given types, for a file input's accept list ('.pdf', '.csv' …). */
export const uploadExtensionsOf = (types: readonly UploadMimeType[]): string[] =>
  types.flatMap((type) => [...UPLOAD_FILE_TYPES[type]]);

/** '10 MB' for a limit in bytes (binary megabytes, as the limits are set). */
export const formatUploadLimit = (bytes: number): string => `${Math.round((bytes / MEBIBYTE) * 10) / 10} MB`;

export const UPLOAD_MESSAGES = defineMessages('uploads.messages', {
  // The spec's words (spec 01 §2.5, §8).
  unsupported: withParams('{{file}} is not supported file types', (file: string) => ({ file })),
  uploaded: withParams('File {{name}} has been uploaded!', (name: string) => ({ name })),
  // Ours, in the same style.
  tooLarge: withParams('The file is too large. Files up to {{limit}} are accepted.', (limitBytes: number) => ({
    limit: formatUploadLimit(limitBytes),
  })),
  empty: 'File is empty',
  noFile: 'Please choose a file to upload',
  oneFile: 'Please upload one file at a time',
  notMultipart: 'Files are sent as multipart/form-data',
  unreadable: 'The upload could not be read. Please try again.',
  deleted: withParams('File {{name}} has been deleted', (name: string) => ({ name })),
  logoUpdated: 'The company logo has been updated',
  logoRemoved: 'The company logo has been removed',
});
