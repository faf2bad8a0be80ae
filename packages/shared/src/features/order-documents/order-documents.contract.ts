import { z } from 'zod';
import { defineMessages, withParams } from '../../constants/message-registry';
import { MSG } from '../../constants/messages';
import { refersTo } from '../../validation/reference';
import { optionalString } from '../../validation/validators';

// The documents of a shipment order (spec 02 §7.3 'Order documents: PUT and DELETE'; issue 14: the
// parties see the order and post documents as their role allows). A document belongs to the order,
// so to its owner's records; the company that uploaded it is kept beside it. The bytes go up as
// multipart/form-data with these text fields and one `file` part, checked like every upload (size,
// extension, declared type and first bytes).

/** What a document is to the shipment: the papers that travel with a freight order. */
export const ORDER_DOCUMENT_TYPES = [
  'booking_confirmation',
  'shipping_instruction',
  'bill_of_lading',
  'sea_waybill',
  'air_waybill',
  'cmr_consignment_note',
  'rail_consignment_note',
  'commercial_invoice',
  'packing_list',
  'certificate_of_origin',
  'dangerous_goods_declaration',
  'customs_declaration',
  'delivery_order',
  'proof_of_delivery',
  'other',
] as const;
export type TOrderDocumentType = (typeof ORDER_DOCUMENT_TYPES)[number];

/** The roles on an order that may add documents: who issues or handles the shipment's papers. */
export const ORDER_DOCUMENT_WRITERS = ['owner', 'shipper', 'carrier', 'forwarder'] as const;

export const ORDER_DOCUMENT_MSG = defineMessages('orderDocuments.messages', {
  // The spec's words for an upload (spec 01 §8), ours in its style for the rest.
  uploaded: withParams('File {{name}} has been uploaded!', (name: string) => ({ name })),
  deleted: withParams('Document {{name}} has been deleted', (name: string) => ({ name })),
  notFound: 'Document not found',
  orderNotFound: 'Order not found',
  notAllowed: 'Your role on this order does not allow adding documents',
  notYours: 'Only the company that uploaded a document, or the order’s owner, can delete it',
  type: 'Choose the kind of document',
});

export const ZOrderDocumentUploadFields = z.object({
  documentType: z.enum(ORDER_DOCUMENT_TYPES, { error: ORDER_DOCUMENT_MSG.type }),
  /** The name shown in the list; the file's own name when empty. */
  name: optionalString(200),
});
export type TOrderDocumentUploadFields = z.infer<typeof ZOrderDocumentUploadFields>;

export const ZOrderDocument = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  documentType: z.enum(ORDER_DOCUMENT_TYPES),
  name: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  /** The company that uploaded it (the owner or a party), by name. */
  uploadedByCompany: z.string().nullable(),
  uploadedByName: z.string().nullable(),
  /** Whether the caller may delete it: its own company uploaded it, or the caller owns the order. */
  canDelete: z.boolean(),
  createdAt: z.string(),
});
export type TOrderDocument = z.infer<typeof ZOrderDocument>;

export const ZOrderDocumentParams = z.object({
  id: refersTo(z.uuid({ error: MSG.required }), 'orders'),
  documentId: refersTo(z.uuid(), 'order_documents'),
});
