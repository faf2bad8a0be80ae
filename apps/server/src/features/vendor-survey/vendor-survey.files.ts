import path from 'node:path';
import {
  type CsvRecord,
  INVENTORY_POLICIES,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_REQUIRED,
  PRODUCT_IMAGE_CSV_COLUMNS,
  type ProductCsvColumn,
  parseCsvRecords,
  SURVEY_MSG,
  SURVEY_ZIP_MAX_ENTRIES,
  SURVEY_ZIP_MAX_UNPACKED_BYTES,
} from '@lanehub/shared';
import { unzipSync } from 'fflate';

// The survey's own files (spec 02 §3, §5): the Product CSV, the product-image CSV and the image ZIP.
// Pure functions: parsed and checked at upload, checked against each other again at Done.

export type RowError = { row: number; field?: string; message: string };
export type Refused = { ok: false; message: string; errors: RowError[] };

export type ProductRow = {
  row: number;
  line: number;
  productId: string;
  name: string;
  description: string | null;
  category: string | null;
  vendorEmail: string | null;
  tags: string[];
  options: Array<{ name: string; value: string }>;
  variantSku: string | null;
  variantGrams: string | null;
  variantInventoryTracking: string | null;
  variantQty: number | null;
  variantPrice: string | null;
  variantCompareAtPrice: string | null;
  variantRequiresShipping: boolean | null;
  variantBarcode: string | null;
  chargeTaxes: boolean | null;
  collection: string | null;
  inventoryPolicy: 'continue' | 'deny';
  productHandle: string | null;
  metafieldTitle: string | null;
  metafieldDescription: string | null;
};

export type ImageRow = { row: number; line: number; image: string };

const keyOf = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');

/** The header (first record: '#' rows are already gone, no row may come before it) and the data records. */
const withHeader = <C extends string>(
  content: string,
  columns: readonly C[],
  required: readonly C[],
): { ok: true; header: Array<C | null>; data: CsvRecord[] } | Refused => {
  const records = parseCsvRecords(content);
  const first = records[0];
  if (!first) {
    return { ok: false, message: SURVEY_MSG.fileEmpty, errors: [] };
  }
  const known = new Map(columns.map((c) => [keyOf(c), c]));
  const header = first.cells.map((cell) => known.get(keyOf(cell)) ?? null);
  if (header.filter((c) => c !== null).length < Math.min(2, required.length)) {
    const message = SURVEY_MSG.rowBeforeHeader(first.row);
    return { ok: false, message, errors: [{ row: first.row, message }] };
  }
  const missing = required.filter((c) => !header.includes(c));
  if (missing.length > 0) {
    const errors = missing.map((c) => ({ row: first.row, field: c, message: SURVEY_MSG.missingColumn(c) }));
    return { ok: false, message: errors[0]?.message ?? '', errors };
  }
  const data = records.slice(1);
  if (data.length === 0) {
    return { ok: false, message: SURVEY_MSG.fileEmpty, errors: [] };
  }
  return { ok: true, header, data };
};

const cellsOf = <C extends string>(header: Array<C | null>, record: CsvRecord) => {
  const cells = {} as Record<C, string>;
  header.forEach((column, i) => {
    if (column) {
      cells[column] = (record.cells[i] ?? '').trim();
    }
  });
  return cells;
};

const refusedWith = (errors: RowError[]): Refused => ({
  ok: false,
  message: SURVEY_MSG.rowError(errors[0]?.row ?? 0, errors[0]?.message ?? ''),
  errors,
});

const MONEY = /^\d{1,14}(\.\d{1,4})?$/;
const NUMBER = /^\d{1,11}(\.\d{1,3})?$/;
const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/** The Product CSV (spec 02 §3): one product per data row; its line number (1 = the first product) names it in the image CSV. */
export const parseProductCsv = (content: string): { ok: true; rows: ProductRow[] } | Refused => {
  const read = withHeader(content, PRODUCT_CSV_COLUMNS, PRODUCT_CSV_REQUIRED);
  if (!read.ok) {
    return read;
  }
  const errors: RowError[] = [];
  const seen = new Set<string>();
  const rows = read.data.map((record, index): ProductRow => {
    const c = cellsOf<ProductCsvColumn>(read.header, record);
    const row = record.row;
    const fail = (field: string, message: string) => errors.push({ row, field, message });
    const text = (column: ProductCsvColumn, max = 2000) => {
      const v = c[column] ?? '';
      if (v.length > max) {
        fail(column, `${column}: ${v.length} > ${max}`);
      }
      return v === '' ? null : v;
    };
    const pattern = (column: ProductCsvColumn, re: RegExp, message: string) => {
      const v = c[column] ?? '';
      if (v !== '' && !re.test(v)) {
        fail(column, message);
      }
      return v === '' ? null : v;
    };
    const yesNo = (column: ProductCsvColumn) => {
      const v = (c[column] ?? '').toLowerCase();
      if (v === '') {
        return null;
      }
      if (!TRUE.has(v) && !FALSE.has(v)) {
        fail(column, SURVEY_MSG.notYesNo(column));
      }
      return TRUE.has(v);
    };
    for (const column of PRODUCT_CSV_REQUIRED) {
      if (!c[column]) {
        fail(column, SURVEY_MSG.required(column));
      }
    }
    const productId = c['Unique Id'] ?? '';
    if (productId) {
      if (seen.has(productId)) {
        fail('Unique Id', SURVEY_MSG.duplicateProduct(productId));
      }
      seen.add(productId);
    }
    const policy = (c['Inventory Policy'] ?? '').toLowerCase() || 'deny';
    if (!(INVENTORY_POLICIES as readonly string[]).includes(policy)) {
      fail('Inventory Policy', SURVEY_MSG.inventoryPolicy);
    }
    const qty = pattern('Variant Qty', /^\d{1,9}$/, SURVEY_MSG.notNumber('Variant Qty'));
    const options = ([1, 2, 3] as const).flatMap((n) => {
      const name = c[`Option Name${n}`] ?? '';
      const value = c[`Option Value${n}`] ?? '';
      return name || value ? [{ name, value }] : [];
    });
    return {
      row,
      line: index + 1,
      productId: productId.slice(0, 200),
      name: (c.Title ?? '').slice(0, 500),
      description: text('Description', 5000),
      category: text('Type', 200),
      vendorEmail: text('Vendor Email', 320),
      tags: (c.Tags ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
        .slice(0, 50),
      options,
      variantSku: text('Variant SKU', 200),
      variantGrams: pattern('Variant Grams', NUMBER, SURVEY_MSG.notNumber('Variant Grams')),
      variantInventoryTracking: text('Variant Inventory Traking', 100),
      variantQty: qty === null ? null : Number(qty),
      variantPrice: pattern('Variant Price', MONEY, SURVEY_MSG.notMoney('Variant Price')),
      variantCompareAtPrice: pattern(
        'Variant Compare At Price',
        MONEY,
        SURVEY_MSG.notMoney('Variant Compare At Price'),
      ),
      variantRequiresShipping: yesNo('Variant Requires Shipping'),
      variantBarcode: text('Variant Barcode', 200),
      chargeTaxes: yesNo('Charge Taxes'),
      collection: text('Collection', 200),
      inventoryPolicy: policy === 'continue' ? 'continue' : 'deny',
      productHandle: text('Product Handle', 300),
      metafieldTitle: text('Product Metafield Title', 300),
      metafieldDescription: text('Metafield Description', 5000),
    };
  });
  return errors.length > 0 ? refusedWith(errors) : { ok: true, rows };
};

/** An image file name: a .jpg whose name is not a number (spec 02 §5). */
export const imageNameError = (image: string): string | null => {
  const base = path.posix.basename(image);
  const ext = path.posix.extname(base).toLowerCase();
  if (ext !== '.jpg' && ext !== '.jpeg') {
    return SURVEY_MSG.imageType(image);
  }
  const stem = base.slice(0, base.length - ext.length);
  if (/^\s*[+-]?\d+([.,]\d+)?\s*$/.test(stem)) {
    return SURVEY_MSG.imageNumeric(image);
  }
  if (base !== image || stem.trim() === '') {
    return SURVEY_MSG.imageType(image);
  }
  return null;
};

/** The product-image CSV: a product line number (of the product CSV) and an image file name per row. */
export const parseImageCsv = (content: string): { ok: true; rows: ImageRow[] } | Refused => {
  const read = withHeader(content, PRODUCT_IMAGE_CSV_COLUMNS, PRODUCT_IMAGE_CSV_COLUMNS);
  if (!read.ok) {
    return read;
  }
  const errors: RowError[] = [];
  const rows = read.data.map((record): ImageRow => {
    const c = cellsOf(read.header, record);
    const lineText = c['Product Line Number'] ?? '';
    const image = c['Image File Name'] ?? '';
    if (!/^\d{1,7}$/.test(lineText) || Number(lineText) < 1) {
      errors.push({
        row: record.row,
        field: 'Product Line Number',
        message: SURVEY_MSG.notNumber('Product Line Number'),
      });
    }
    const imageError = image ? imageNameError(image) : SURVEY_MSG.required('Image File Name');
    if (imageError) {
      errors.push({ row: record.row, field: 'Image File Name', message: imageError });
    }
    return { row: record.row, line: Number(lineText), image };
  });
  return errors.length > 0 ? refusedWith(errors) : { ok: true, rows };
};

/** The folder the images must sit in: the ZIP's own name without '.zip'. */
export const zipFolderOf = (zipName: string) => zipName.replace(/\.zip$/i, '');

/**
 * The image names a ZIP holds, all inside the folder named like the ZIP. Refused: more entries or
 * more unpacked bytes than the caps (zip bombs: the declared sizes are checked before anything is
 * inflated, and the inflated sizes after), an entry whose path leaves the folder (absolute, '..',
 * backslashes), a file outside the folder, a bad image name, an archive that cannot be read.
 */
export const readImageZip = (
  zipName: string,
  data: Uint8Array,
): { ok: true; folder: string; images: string[] } | Refused => {
  const folder = zipFolderOf(zipName);
  const refuse = (message: string): Refused => ({ ok: false, message, errors: [{ row: 0, message }] });
  let entries = 0;
  let declared = 0;
  let badPath: string | null = null;
  let tooBig = false;
  let unpacked: Record<string, Uint8Array>;
  try {
    unpacked = unzipSync(data, {
      filter: (file) => {
        entries++;
        declared += file.originalSize;
        if (entries > SURVEY_ZIP_MAX_ENTRIES || declared > SURVEY_ZIP_MAX_UNPACKED_BYTES) {
          tooBig = true;
        }
        const name = file.name;
        const parts = name.split('/');
        if (
          name.includes('\\') ||
          name.startsWith('/') ||
          /^[a-zA-Z]:/.test(name) ||
          parts.some((p) => p === '..' || p === '.') ||
          name.includes('\0')
        ) {
          badPath ??= name;
        }
        // Nothing is inflated once a rule is broken.
        return !tooBig && badPath === null && !name.endsWith('/');
      },
    });
  } catch {
    return refuse(SURVEY_MSG.zipUnreadable);
  }
  if (tooBig) {
    return refuse(SURVEY_MSG.zipTooBig);
  }
  if (badPath !== null) {
    return refuse(SURVEY_MSG.zipPath(badPath));
  }
  let total = 0;
  const images: string[] = [];
  for (const [name, bytes] of Object.entries(unpacked)) {
    total += bytes.byteLength;
    if (total > SURVEY_ZIP_MAX_UNPACKED_BYTES) {
      return refuse(SURVEY_MSG.zipTooBig);
    }
    const parts = name.split('/');
    if (parts.length !== 2 || parts[0] !== folder) {
      return refuse(SURVEY_MSG.zipFolder(folder));
    }
    const image = parts[1] as string;
    const error = imageNameError(image);
    if (error) {
      return refuse(error);
    }
    images.push(image);
  }
  if (images.length === 0) {
    return refuse(SURVEY_MSG.zipFolder(folder));
  }
  return { ok: true, folder, images };
};

/**
 * The three product files against each other: every image line names a product of the product CSV,
 * and every image listed is in the ZIP. No images means neither the image CSV nor the ZIP is needed,
 * but one without the other is refused.
 */
export const checkImages = (
  products: ProductRow[] | null,
  imageRows: ImageRow[] | null,
  zipImages: string[] | null,
): RowError[] => {
  if (!imageRows && !zipImages) {
    return [];
  }
  if (!imageRows || !zipImages) {
    return [{ row: 0, message: SURVEY_MSG.imagesNeedBoth }];
  }
  if (!products) {
    return [{ row: 0, message: SURVEY_MSG.imagesNeedProducts }];
  }
  const inZip = new Set(zipImages);
  const errors: RowError[] = [];
  for (const { row, line, image } of imageRows) {
    if (line > products.length) {
      errors.push({ row, field: 'Product Line Number', message: SURVEY_MSG.imageLine(String(line)) });
    }
    if (!inZip.has(image)) {
      errors.push({ row, field: 'Image File Name', message: SURVEY_MSG.imageMissing(image) });
    }
  }
  return errors;
};
