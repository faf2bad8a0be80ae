import type { TShippingInstruction } from '@lanehub/shared/features/order-documents/shipping-instruction.contract';
import {
  box,
  DASH,
  formatNumber,
  grid,
  headerBlock,
  heading,
  keyValueTable,
  lineTable,
  type PdfNode,
  pdfDocument,
  renderPdf,
  signatureLine,
  textBlock,
} from '../../platform/pdf/pdf';

// The shipping instruction as a PDF a carrier's documentation desk or a customs officer reads (DOMAIN.md
// §7): A4, one page for an ordinary instruction (a long container list flows onto a second, its header
// row repeated), laid out with the platform's PDF helper (platform/pdf/pdf.ts).

export type SiPdfContext = { issuedBy: string; printedAt: Date };

export const shippingInstructionDocument = (si: TShippingInstruction, context: SiPdfContext) => {
  const totalPackages =
    si.packageCount ??
    (si.containers.some((c) => c.packages) ? si.containers.reduce((n, c) => n + (c.packages ?? 0), 0) : null);
  const totalWeight =
    si.grossWeightKg ??
    (si.containers.some((c) => c.grossWeightKg) ? si.containers.reduce((n, c) => n + (c.grossWeightKg ?? 0), 0) : null);
  const hs = si.hsCode ? `${si.hsCode.slice(0, 4)}.${si.hsCode.slice(4)}` : null;
  const vessel = [si.vesselName, si.voyage ? `voyage ${si.voyage}` : null].filter(Boolean).join(', ');

  const content: PdfNode[] = [
    headerBlock('Shipping Instruction', null, [
      `Order ${si.orderNumber}`,
      `Version ${si.version} · ${context.printedAt.toISOString().slice(0, 10)}`,
    ]),
    grid(
      ['*', '*', '*'],
      [
        [
          box('Shipper', [si.shipper.name, si.shipper.address]),
          box('Consignee', [si.consignee.name, si.consignee.address]),
          box('Notify party', [si.notifyParty.name ?? DASH, si.notifyParty.address]),
        ],
      ],
    ),
    keyValueTable([
      ['Booking number', si.bookingNumber],
      ['Bill of lading number', si.bolNumber],
      ['Vessel / voyage', vessel || null],
      ['Mode', si.mode],
      ['Place of receipt', si.placeOfReceipt],
      ['Port of loading', si.portOfLoading],
      ['Port of discharge', si.portOfDischarge],
      ['Place of delivery', si.placeOfDelivery],
      ['Freight terms', si.freightTerms ? si.freightTerms[0]?.toUpperCase() + si.freightTerms.slice(1) : null],
      ['Incoterm 2020', si.incoterm],
      ['HS code', hs],
      ['Packages', [formatNumber(totalPackages, 0), si.packageKind].filter(Boolean).join(' ') || null],
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
      si.containers,
      'No container declared',
    ),
    heading('Description of goods'),
    textBlock(si.goodsDescription),
  ];

  if (si.dangerousGoods.length > 0) {
    content.push(
      heading('Dangerous goods'),
      lineTable(
        [
          { title: 'UN number', width: 'auto', bold: true, value: (d) => `UN${d.unNumber}` },
          { title: 'Proper shipping name', value: (d) => d.properShippingName },
          { title: 'Class', width: 'auto', value: (d) => d.hazardClass },
          { title: 'Packing group', width: 'auto', value: (d) => d.packingGroup },
        ],
        si.dangerousGoods,
      ),
    );
  }

  content.push(
    heading('Totals'),
    keyValueTable(
      [
        ['Total packages', formatNumber(totalPackages, 0)],
        ['Total gross weight', totalWeight === null ? null : `${formatNumber(totalWeight)} kg`],
        ['Total volume', si.volumeM3 === null ? null : `${formatNumber(si.volumeM3)} m³`],
      ],
      3,
    ),
    heading('Remarks'),
    textBlock(si.remarks),
    {
      margin: [0, 24, 0, 0],
      columns: [signatureLine(`Signature for ${context.issuedBy}`), signatureLine('Place and date', 160)],
    },
  );

  return pdfDocument({
    title: `Shipping Instruction ${si.orderNumber}`,
    subject: 'Shipping Instruction',
    author: context.issuedBy,
    content,
  });
};

/** The PDF file of a shipping instruction. */
export const renderShippingInstructionPdf = async (si: TShippingInstruction, context: SiPdfContext): Promise<Buffer> =>
  renderPdf(shippingInstructionDocument(si, context));
