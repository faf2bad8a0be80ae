import { z } from 'zod';
import { defineMessages, withParams } from '../../constants/messages';

// The vendor and sourcing survey wizards (spec 01 §2.6–§2.7; spec 02 §3 Product CSV columns, §4
// survey wizards, §5 survey uploads, §7.9). docs/vendor-survey.md.

export const SURVEY_FILE_KINDS = [
  'locationSrcFile',
  'productSrcFile',
  'productImgCsvFile',
  'productImgZipFile',
  'poSrcFile',
] as const;
export type SurveyFileKind = (typeof SURVEY_FILE_KINDS)[number];

/** Spec 01 §9: survey previews show 10 rows. */
export const SURVEY_PREVIEW_ROWS = 10;
/** A CSV of the survey: up to 5 MB. */
export const SURVEY_CSV_MAX_BYTES = 5 * 1024 * 1024;
/** The image ZIP: up to 50 MB as uploaded. */
export const SURVEY_ZIP_MAX_BYTES = 50 * 1024 * 1024;
/** Zip-bomb guards: what the ZIP may hold once unpacked. */
export const SURVEY_ZIP_MAX_ENTRIES = 2000;
export const SURVEY_ZIP_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

/** The downloadable templates (spec 02 §5). */
export const SURVEY_TEMPLATES = {
  products: 'seller_products.csv',
  locations: 'lanehub_location.csv',
  po: 'PoTemplate.csv',
} as const;

/** Spec 02 §3 Product CSV columns, in the template's order. */
export const PRODUCT_CSV_COLUMNS = [
  'Unique Id',
  'Title',
  'Description',
  'Vendor Email',
  'Type',
  'Tags',
  'Option Name1',
  'Option Value1',
  'Option Name2',
  'Option Value2',
  'Option Name3',
  'Option Value3',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Traking',
  'Variant Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Barcode',
  'Charge Taxes',
  'Collection',
  'Inventory Policy',
  'Product Handle',
  'Product Metafield Title',
  'Metafield Description',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export const PRODUCT_CSV_REQUIRED = ['Unique Id', 'Title'] as const satisfies readonly ProductCsvColumn[];
export const INVENTORY_POLICIES = ['continue', 'deny'] as const;

/** Spec 02 §3 Product image CSV: the product's line number in the product CSV and the image's file name. */
export const PRODUCT_IMAGE_CSV_COLUMNS = ['Product Line Number', 'Image File Name'] as const;

/**
 * Spec 01 §2.6, §9: the fixed list of sourcing categories, each with a title and an icon (a Tabler
 * icon name the web maps to its component).
 */
export const SOURCING_CATEGORIES = [
  { key: 'solar-power-energy', title: 'Solar Power Energy', icon: 'solar-panel' },
  { key: 'pipes', title: 'Pipes', icon: 'pipe' },
  { key: 'flooring', title: 'Flooring', icon: 'layout-grid' },
  { key: 'plastics', title: 'Plastics', icon: 'bottle' },
  { key: 'drills', title: 'Drills', icon: 'tool' },
  { key: 'machinery', title: 'Machinery', icon: 'settings' },
  { key: 'home-decor', title: 'Home & Decor', icon: 'armchair' },
  { key: 'transportation-suppliers', title: 'Transportation Suppliers', icon: 'truck-delivery' },
  { key: 'trailers', title: 'Trailers', icon: 'truck' },
  { key: 'truck-equipment', title: 'Truck Equipment', icon: 'steering-wheel' },
  { key: 'gloves-for-truck-drivers', title: 'Gloves for Truck Drivers', icon: 'hand-stop' },
  { key: 'safety-vests', title: 'Safety Vests', icon: 'shirt' },
  { key: 'safety-boots', title: 'Safety Boots', icon: 'shoe' },
  { key: 'hard-hat', title: 'Hard Hat', icon: 'helmet' },
  { key: 'ratchet-bars', title: 'Ratchet Bars', icon: 'adjustments' },
  { key: 'strapping', title: 'Strapping', icon: 'link' },
  { key: 'truck-chains', title: 'Truck Chains', icon: 'link-plus' },
] as const;
export const SOURCING_CATEGORY_KEYS = SOURCING_CATEGORIES.map((c) => c.key) as [string, ...string[]];

export const SURVEY_MSG = defineMessages('vendorSurvey.messages', {
  uploaded: withParams('File {{name}} has been uploaded!', (name: string) => ({ name })),
  saved: 'Your progress has been saved',
  completed: 'Your survey has been completed',
  alreadyCompleted: 'The survey has already been completed',
  notYourSurvey: 'This survey is not for your company',
  fileEmpty: 'File is empty',
  rowBeforeHeader: withParams('Row {{row}}: no row may come before the header', (row: number) => ({ row })),
  missingColumn: withParams('The column {{column}} is missing', (column: string) => ({ column })),
  rowError: withParams('Row {{row}}: {{message}}', (row: number, message: string) => ({ row, message })),
  required: withParams('{{column}} is required', (column: string) => ({ column })),
  notNumber: withParams('{{column}} must be a number', (column: string) => ({ column })),
  notMoney: withParams('{{column}} must be an amount such as 19.99', (column: string) => ({ column })),
  notYesNo: withParams('{{column}} must be true or false', (column: string) => ({ column })),
  inventoryPolicy: 'Inventory Policy must be continue or deny',
  duplicateProduct: withParams('The Unique Id {{id}} appears twice', (id: string) => ({ id })),
  productTaken: withParams('The Unique Id {{id}} is already one of your products', (id: string) => ({ id })),
  imageNumeric: withParams('The image name {{name}} must not be a number', (name: string) => ({ name })),
  imageType: withParams('The image {{name}} must be a .jpg file', (name: string) => ({ name })),
  imageLine: withParams('Line {{line}} is not a product of the product CSV', (line: string) => ({ line })),
  imageMissing: withParams('The ZIP does not hold the image {{name}}', (name: string) => ({ name })),
  zipFolder: withParams('The images must be inside a folder named {{folder}}', (folder: string) => ({ folder })),
  zipPath: withParams('The ZIP entry {{name}} leaves its folder', (name: string) => ({ name })),
  zipTooBig: 'The ZIP unpacks to more than the allowed size or number of files',
  zipUnreadable: 'The ZIP could not be read',
  imagesNeedBoth: 'Images need both the product-image CSV and the image ZIP',
  imagesNeedProducts: 'Upload the product CSV before the product images',
  customerUnknown: withParams(
    'Row {{row}}: the customer {{customer}} is not one of your trading partners',
    (row: number, customer: string) => ({ row, customer }),
  ),
  poTaken: withParams('The PO number {{poNumber}} is already taken by that customer', (poNumber: string) => ({
    poNumber,
  })),
  partnerUnknown: 'The trading partner was not found',
});

export const ZSurveyTemplateParams = z.object({ template: z.enum(['locations', 'products', 'po']) });

export const ZSurveyFileKindParams = z.object({ fileKind: z.enum(SURVEY_FILE_KINDS) });

/** What an upload left: its name, its row count and the first rows for the preview. */
export const ZSurveyUpload = z.object({
  fileKind: z.enum(SURVEY_FILE_KINDS),
  fileName: z.string(),
  rows: z.number().int(),
  columns: z.array(z.string()),
  preview: z.array(z.record(z.string(), z.string())),
  /** PO uploads: the parsed orders with their line items (the PO step's expandable table). */
  orders: z
    .array(
      z.object({
        poNumber: z.string(),
        customer: z.string().nullable(),
        items: z.array(z.object({ item: z.string(), description: z.string().nullable(), quantity: z.string() })),
      }),
    )
    .optional(),
  uploadedAt: z.string(),
});
export type TSurveyUpload = z.infer<typeof ZSurveyUpload>;

export const ZSurveyProgress = z.object({
  step: z.number().int().min(0).max(10).default(0),
  sourcingCategories: z.array(z.enum(SOURCING_CATEGORY_KEYS)).max(SOURCING_CATEGORIES.length).default([]),
  partners: z.array(z.uuid()).max(200).default([]),
});
export type TSurveyProgress = z.infer<typeof ZSurveyProgress>;

export const ZSurvey = z.object({
  surveyType: z.enum(['sourcing', 'vendor']),
  completedSurvey: z.boolean(),
  step: z.number().int(),
  sourcingCategories: z.array(z.string()),
  partners: z.array(z.object({ _id: z.string(), legalName: z.string() })),
  uploads: z.array(ZSurveyUpload),
  company: z.object({ _id: z.string(), legalName: z.string() }),
});
export type TSurvey = z.infer<typeof ZSurvey>;

export const ZSurveySubmitResult = z.object({
  completedSurvey: z.literal(true),
  locations: z.number().int(),
  products: z.number().int(),
  purchaseOrders: z.number().int(),
  next: z.string(),
});
export type TSurveySubmitResult = z.infer<typeof ZSurveySubmitResult>;
