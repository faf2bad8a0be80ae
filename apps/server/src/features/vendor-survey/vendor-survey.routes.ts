import { buffer } from 'node:stream/consumers';
import {
  envelope,
  LOCATION_TEMPLATE_FILE,
  locationCsvTemplate,
  PO_CSV_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  SURVEY_CSV_MAX_BYTES,
  SURVEY_MSG,
  SURVEY_TEMPLATES,
  SURVEY_ZIP_MAX_BYTES,
  UPLOAD_MESSAGES,
  ZSurvey,
  ZSurveyFileKindParams,
  ZSurveyProgress,
  ZSurveySubmitResult,
  ZSurveyTemplateParams,
  ZSurveyUpload,
} from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import type { FileStorage } from '../../platform/files';
import { tenantOf } from '../../platform/tenancy';
import { detectFileType, payloadTooLarge, registerUploads, UPLOAD_FIELD, uploadedFileOf } from '../../platform/uploads';
import { createVendorSurveyService } from './vendor-survey.service';

const TAGS = ['Vendor and sourcing survey'];
const BASE = '/api/lanehub-core/company/vendor/survey';
const fileField = z
  .unknown()
  .optional()
  .meta({ type: 'string', format: 'binary', description: 'The file, one per request' });

// partners name companies of the partner network (':id' is filled by the cross-tenant test).
const EXAMPLE_PROGRESS = { step: 1, sourcingCategories: ['pipes', 'trailers'], partners: [':id'] };

const exampleLocationUpload = () => {
  const form = new FormData();
  const csv =
    'name,address,postCode,code,city,country,state,type\nSurvey DC,1 Rue A,H2X 1Y4,,Montreal,CA,QC,warehouse\n';
  form.append(UPLOAD_FIELD, new Blob([csv], { type: 'text/csv' }), 'lanehub_location.csv');
  return form;
};

/** The downloadable templates of the wizards' uploads (spec 02 §5), by name. */
const TEMPLATES: Record<keyof typeof SURVEY_TEMPLATES, { file: string; text: () => string }> = {
  locations: { file: LOCATION_TEMPLATE_FILE, text: locationCsvTemplate },
  products: {
    file: SURVEY_TEMPLATES.products,
    text: () =>
      [
        PRODUCT_CSV_COLUMNS.join(','),
        '# One row per product; Unique Id and Title are required; Inventory Policy is continue or deny',
        '# rows starting with # are ignored',
        '',
      ].join('\r\n'),
  },
  po: {
    file: SURVEY_TEMPLATES.po,
    text: () =>
      [
        PO_CSV_COLUMNS.join(','),
        "# One row per line item; customer is the legal name of one of your trading partners (the PO's buyer)",
        '# rows of one poNumber with several customerLoadNumbers become poNumber-00, -01 …',
        '',
      ].join('\r\n'),
  },
};

// The survey wizards (spec 02 §7.9): read, save progress (Next, Previous), upload one file of a kind,
// and Done. Only the company's administrator fills its survey.
export const vendorSurveyRoutes = async (app: FastifyInstance, opts: { db: Db; files: FileStorage }) => {
  registerUploads(app, opts.files);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { files } = opts;
  const service = createVendorSurveyService(opts.db, files);

  r.get(
    BASE,
    {
      config: { access: access.companyAdmin },
      schema: {
        tags: TAGS,
        summary: "The company's survey: its type, saved progress (step, categories, partners) and uploads",
        response: { 200: envelope(ZSurvey) },
      },
    },
    async (request) => ok(await service.read(tenantOf(request))),
  );

  r.get(
    `${BASE}/template/:template`,
    {
      config: { access: access.companyAdmin },
      schema: {
        tags: TAGS,
        summary: `A template of the survey uploads: ${Object.values(SURVEY_TEMPLATES).join(', ')}`,
        params: ZSurveyTemplateParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const template = TEMPLATES[request.params.template];
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${template.file}"`)
        .send(template.text());
    },
  );

  r.put(
    BASE,
    {
      config: { access: access.companyAdmin, errors: [409], example: { body: EXAMPLE_PROGRESS } },
      schema: {
        tags: TAGS,
        summary: 'Save progress (Next and Previous): the step, the sourcing categories and the partners',
        description: 'Partners outside the company partner network are dropped. 409 once the survey is completed.',
        body: ZSurveyProgress,
        response: { 200: envelope(ZSurvey) },
      },
    },
    async (request) => ok(await service.saveProgress(tenantOf(request), request.body), { message: SURVEY_MSG.saved }),
  );

  r.post(
    `${BASE}/upload/:fileKind`,
    {
      config: {
        access: access.companyAdmin,
        upload: { maxFileBytes: SURVEY_ZIP_MAX_BYTES },
        errors: [409],
        example: { body: exampleLocationUpload() },
      },
      schema: {
        tags: TAGS,
        summary: 'Upload one survey file (multipart `file`): checked, previewed and kept until Done',
        description:
          'fileKind: locationSrcFile, poSrcFile (vendor survey); locationSrcFile, productSrcFile, productImgCsvFile, ' +
          'productImgZipFile (sourcing survey). CSVs up to 5 MB (rows starting with # ignored, header first); ' +
          'the ZIP up to 50 MB, its images (.jpg, names not numeric) inside a folder named like the ZIP, at most ' +
          '2,000 entries and 200 MB unpacked. 400 IMPORT_REFUSED with the first problem.',
        consumes: ['multipart/form-data'],
        params: ZSurveyFileKindParams,
        body: z.object({ [UPLOAD_FIELD]: fileField }),
        response: { 200: envelope(ZSurveyUpload) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { fileKind } = request.params;
      const upload = uploadedFileOf(request);
      const isZip = fileKind === 'productImgZipFile';
      detectFileType(upload, isZip ? ['application/zip'] : ['text/csv']);
      if (!isZip && upload.size > SURVEY_CSV_MAX_BYTES) {
        throw payloadTooLarge(SURVEY_CSV_MAX_BYTES);
      }
      const staged = await files.openStaged(upload.stagedId);
      if (!staged) {
        throw new Error('The staged upload is missing');
      }
      const bytes = new Uint8Array(await buffer(staged.stream));
      const result = await service.upload(tenant, fileKind, {
        fileName: upload.fileName,
        bytes,
        adopt: () => files.adopt(tenant.companyId, upload.stagedId),
      });
      return ok(result, { message: UPLOAD_MESSAGES.uploaded(upload.fileName) });
    },
  );

  r.post(
    BASE,
    {
      config: { access: access.companyAdmin, errors: [409], example: { body: EXAMPLE_PROGRESS } },
      schema: {
        tags: TAGS,
        summary: 'Done: complete the survey (locations, products with images, POs dispatched to their buyers)',
        description:
          "All or nothing. Each PO's customer must be one of the company's trading partners: the PO goes into " +
          "that buyer's purchase orders with this company as its vendor. 409 STATE_CONFLICT once completed.",
        body: ZSurveyProgress,
        response: { 200: envelope(ZSurveySubmitResult) },
      },
    },
    async (request) => ok(await service.submit(tenantOf(request), request.body), { message: SURVEY_MSG.completed }),
  );
};
