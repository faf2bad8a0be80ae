import { multipartForm } from '../../platform/uploads';
// Small valid files: the routes' example bodies (the generated cross-tenant test uploads them) and the
// tests' fixtures.

export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** A 1×1 transparent PNG. */
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body: the text fields and one `file` part. */
export const uploadForm = multipartForm;

export const exampleDocumentUpload = () =>
  uploadForm(
    { where: 'company', name: 'Insurance certificate', expiresOn: '2027-03-31' },
    { name: 'insurance-certificate.pdf', type: 'application/pdf', data: SAMPLE_PDF },
  );

export const exampleLogoUpload = () => uploadForm({}, { name: 'logo.png', type: 'image/png', data: SAMPLE_PNG });
