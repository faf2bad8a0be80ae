import { multipartForm } from '../../platform/uploads';
// A small valid PDF: the bill of lading of the examples and tests.
export const SAMPLE_BILL_OF_LADING = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% bill of lading\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** A multipart body: the text fields and one `file` part. */
export const orderDocumentForm = multipartForm;

/** A bill of lading as the carrier uploads it: the route table's example body (multipart). */
export const exampleOrderDocumentUpload = () =>
  orderDocumentForm(
    { documentType: 'bill_of_lading', name: 'Original bill of lading' },
    { name: 'bill-of-lading.pdf', type: 'application/pdf', data: SAMPLE_BILL_OF_LADING },
  );
