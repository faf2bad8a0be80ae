import type { TBol } from '@lanehub/shared/features/bills-of-lading/bills-of-lading.contract';
import {
  box,
  DASH,
  field,
  formatNumber,
  grid,
  headerBlock,
  heading,
  keyValueTable,
  lineTable,
  type PdfNode,
  pdfDocument,
  renderPdf,
  show,
  signatureLine,
} from '../../platform/pdf/pdf';

// The bill of lading as a PDF a carrier's documentation desk accepts (DOMAIN.md §7): A4, the boxes of
// a standard ocean BOL (shipper, consignee, notify party, carrier, vessel and voyage, the four places,
// containers with their seals, marks, packages, description of goods, weights and measure, freight
// terms, number of originals), laid out with the platform's PDF helper (platform/pdf/pdf.ts) as the
// shipping instruction is. A draft or an approved BOL prints 'DRAFT' across its pages; a void one 'VOID'.

export type BolPdfContext = { issuedBy: string; printedAt: Date };

const STATUS_MARK: Partial<Record<TBol['status'], string>> = { draft: 'DRAFT', approved: 'DRAFT', void: 'VOID' };

export const bolDocument = (bol: TBol, context: BolPdfContext) => {
  const totalPackages =
    bol.packageCount ??
    (bol.containers.some((c) => c.packages) ? bol.containers.reduce((n, c) => n + (c.packages ?? 0), 0) : null);
  const totalWeight =
    bol.grossWeightKg ??
    (bol.containers.some((c) => c.grossWeightKg)
      ? bol.containers.reduce((n, c) => n + (c.grossWeightKg ?? 0), 0)
      : null);
  const mark = STATUS_MARK[bol.status];
  const carrier = [bol.carrierName, bol.carrierScac ? `SCAC ${bol.carrierScac}` : null].filter(Boolean).join(' · ');
  const issued = bol.issuedAt ? bol.issuedAt.slice(0, 10) : null;

  const content: PdfNode[] = [
    headerBlock('Bill of Lading', mark ? `${mark} · not negotiable` : 'Original · negotiable as stated', [
      `B/L No. ${bol.bolNumber}`,
      `Status: ${bol.status}`,
    ]),
    grid(
      ['*', '*'],
      [
        [box('Shipper', [bol.shipper.name, bol.shipper.address]), box('Carrier', [carrier || DASH])],
        [
          box('Consignee', [bol.consignee.name, bol.consignee.address]),
          box('Notify party', [bol.notifyParty.name ?? DASH, bol.notifyParty.address]),
        ],
      ],
    ),
    keyValueTable([
      ['Vessel', bol.vesselName],
      ['Voyage', bol.voyage],
      ['Place of receipt', bol.placeOfReceipt],
      ['Port of loading', bol.portOfLoading],
      ['Port of discharge', bol.portOfDischarge],
      ['Place of delivery', bol.placeOfDelivery],
      ['Freight', bol.freightTerms === 'prepaid' ? 'Prepaid' : 'Collect'],
      ['Number of originals', bol.numberOfOriginals],
    ]),
    heading('Containers and seals'),
    lineTable(
      [
        { title: 'Container number', bold: true, value: (c) => c.containerNumber },
        { title: 'Size/type', width: 'auto', value: (c) => c.sizeType },
        { title: 'Seal numbers', value: (c) => c.sealNumbers.join(', ') },
        { title: 'Packages', width: 'auto', align: 'right', value: (c) => formatNumber(c.packages, 0) },
        { title: 'Gross weight (kg)', width: 'auto', align: 'right', value: (c) => formatNumber(c.grossWeightKg) },
      ],
      bol.containers,
      'No container declared',
    ),
    heading('Particulars furnished by the shipper'),
    lineTable(
      [
        { title: 'Marks and numbers', value: () => bol.marks },
        {
          title: 'Packages',
          width: 'auto',
          value: () => [formatNumber(totalPackages, 0), bol.packageKind].filter(Boolean).join(' '),
        },
        { title: 'Description of goods', value: () => bol.goodsDescription },
        {
          title: 'Gross weight',
          width: 'auto',
          align: 'right',
          value: () => (totalWeight === null ? null : `${formatNumber(totalWeight)} kg`),
        },
        {
          title: 'Measurement',
          width: 'auto',
          align: 'right',
          value: () => (bol.volumeM3 === null ? null : `${formatNumber(bol.volumeM3)} m³`),
        },
      ],
      [bol],
    ),
  ];

  if (bol.orders.length > 0) {
    content.push(
      heading('Orders'),
      grid(['*'], [[{ text: bol.orders.map((o) => o.orderNumber).join(', '), style: 'value' }]]),
    );
  }
  if (bol.amendments.length > 0) {
    content.push(
      heading('Amendments'),
      lineTable(
        [
          { title: 'Date', width: 'auto', value: (a) => a.createdAt.slice(0, 10) },
          { title: 'By', value: (a) => a.amendedByName },
          { title: 'Reason', value: (a) => a.reason },
        ],
        bol.amendments,
      ),
    );
  }

  content.push(
    {
      text:
        `Received by the carrier in apparent good order and condition, unless otherwise noted, the goods described above, ` +
        `to be carried to the port of discharge or place of delivery. In witness whereof ${bol.numberOfOriginals} original ` +
        `bill(s) of lading have been signed, one of which being accomplished, the others to stand void.`,
      style: 'label',
      margin: [0, 6, 0, 0],
    },
    grid(
      ['*', '*'],
      [
        [
          field('Place and date of issue', issued ? `${show(bol.placeOfReceipt)}, ${issued}` : null),
          field('Printed', context.printedAt.toISOString().slice(0, 10)),
        ],
      ],
    ),
    { margin: [0, 18, 0, 0], ...(signatureLine(`Signed for the carrier by ${context.issuedBy}`, 240) as object) },
  );

  return pdfDocument({
    title: `Bill of Lading ${bol.bolNumber}`,
    subject: 'Bill of Lading',
    author: context.issuedBy,
    watermark: mark ?? null,
    content,
  });
};

/** The PDF file of a bill of lading. */
export const renderBolPdf = async (bol: TBol, context: BolPdfContext): Promise<Buffer> =>
  renderPdf(bolDocument(bol, context));
