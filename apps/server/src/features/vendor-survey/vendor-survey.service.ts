import {
  parseCsvRecords,
  SURVEY_MSG,
  SURVEY_PREVIEW_ROWS,
  type SurveyFileKind,
  surveyTypeOf,
  type TPoValues,
  type TSurvey,
  type TSurveyProgress,
  type TSurveySubmitResult,
  type TSurveyUpload,
} from '@lanehub/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyPartners, productListings, products, surveyDrafts, surveyUploads } from '../../db/schema';
import { AppError, forbidden } from '../../platform/errors';
import { recordEvent } from '../../platform/events/record-event';
import type { FileStorage } from '../../platform/files';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';
import { StateConflict } from '../../platform/transition';
import * as locationQ from '../locations/locations.queries';
import { validateRows } from '../locations/locations.service';
import * as productQ from '../products/products.queries';
import { parsePoCsv } from '../purchase-orders/purchase-orders.import';
import * as poQ from '../purchase-orders/purchase-orders.queries';
import {
  checkImages,
  type ImageRow,
  type ProductRow,
  parseImageCsv,
  parseProductCsv,
  readImageZip,
} from './vendor-survey.files';

// The survey wizards (docs/vendor-survey.md). Uploads are parsed and checked when they arrive and
// kept (one per kind) with their text; Done re-reads them and writes locations, products and the POs
// in one transaction with their events, or nothing.

type Tx = poQ.Tx;
type SurveyType = 'vendor' | 'sourcing';

/** The kinds each survey asks for (spec 01 §2.6–§2.7). */
export const KINDS_OF: Record<SurveyType, readonly SurveyFileKind[]> = {
  vendor: ['locationSrcFile', 'poSrcFile'],
  sourcing: ['locationSrcFile', 'productSrcFile', 'productImgCsvFile', 'productImgZipFile'],
};
export const NEXT_OF: Record<SurveyType, string> = { vendor: '/orders/purchase-order', sourcing: '/' };

/** A refused file or survey: 400 with the first problem on the file field. */
const refusedError = (message: string) => new AppError(400, 'IMPORT_REFUSED', message, { file: message });

type StoredData = { content?: string; images?: string[]; folder?: string };

const previewOf = (content: string) => {
  const records = parseCsvRecords(content);
  const columns = (records[0]?.cells ?? []).map((c) => c.trim());
  const data = records.slice(1);
  const preview = data
    .slice(0, SURVEY_PREVIEW_ROWS)
    .map((r) => Object.fromEntries(columns.map((c, i) => [c || `#${i + 1}`, (r.cells[i] ?? '').trim()])));
  return { columns, preview, rows: data.length };
};

export const createVendorSurveyService = (db: Db, files: FileStorage) => {
  const companyOf = async (tenant: Tenant) => {
    const [row] = await db
      .select({
        id: companies.id,
        legalName: companies.legalName,
        companyTypes: companies.companyTypes,
        completedSurvey: companies.completedSurvey,
      })
      .from(companies)
      .where(eq(companies.id, tenant.companyId));
    const type = row ? surveyTypeOf(row.companyTypes) : null;
    if (!row || !type) {
      throw forbidden(SURVEY_MSG.notYourSurvey);
    }
    return { ...row, type };
  };

  const draftOf = async (ex: Db | Tx, tenant: Tenant) => {
    const [row] = await ex.select().from(surveyDrafts).where(tenantWhere(surveyDrafts, tenant));
    return row ?? null;
  };

  const uploadsOf = async (ex: Db | Tx, tenant: Tenant) =>
    ex.select().from(surveyUploads).where(tenantWhere(surveyUploads, tenant));

  /** The partners picked, among the caller's partner network (anything else is dropped). */
  const partnersNamed = async (ex: Db | Tx, tenant: Tenant, ids: readonly string[]) => {
    if (ids.length === 0) {
      return [];
    }
    return ex
      .select({ _id: companies.id, legalName: companies.legalName })
      .from(companyPartners)
      .innerJoin(companies, eq(companies.id, companyPartners.partnerCompanyId))
      .where(tenantWhere(companyPartners, tenant, inArray(companyPartners.partnerCompanyId, [...ids])))
      .orderBy(companies.legalName);
  };

  const read = async (tenant: Tenant): Promise<TSurvey> => {
    const company = await companyOf(tenant);
    const draft = await draftOf(db, tenant);
    const uploads = await uploadsOf(db, tenant);
    return {
      surveyType: company.type,
      completedSurvey: company.completedSurvey,
      step: draft?.step ?? 0,
      sourcingCategories: draft?.sourcingCategories ?? [],
      partners: await partnersNamed(db, tenant, draft?.partners ?? []),
      uploads: uploads
        .filter((u) => (KINDS_OF[company.type] as readonly string[]).includes(u.fileKind))
        .map((u) => u.summary as TSurveyUpload),
      company: { _id: company.id, legalName: company.legalName },
    };
  };

  const open = async (tenant: Tenant) => {
    const company = await companyOf(tenant);
    if (company.completedSurvey) {
      throw new StateConflict(SURVEY_MSG.alreadyCompleted, 'completed');
    }
    return company;
  };

  /** The progress, written with its event in one transaction. */
  const writeProgress = async (tx: Tx, tenant: Tenant, progress: TSurveyProgress) => {
    const partners = (await partnersNamed(tx, tenant, progress.partners)).map((p) => p._id);
    const values = { step: progress.step, sourcingCategories: progress.sourcingCategories, partners };
    await tx
      .insert(surveyDrafts)
      .values(tenantValues(tenant, values))
      .onConflictDoUpdate({ target: surveyDrafts.companyId, set: values });
    await recordEvent(tx, tenant, {
      aggregateType: 'company',
      aggregateId: tenant.companyId,
      type: 'company.survey-progress-saved',
      after: values,
    });
    return partners;
  };

  const saveProgress = async (tenant: Tenant, progress: TSurveyProgress): Promise<TSurvey> => {
    await open(tenant);
    await db.transaction((tx) => writeProgress(tx, tenant, progress));
    return read(tenant);
  };

  const storedOf = (rows: Awaited<ReturnType<typeof uploadsOf>>, kind: SurveyFileKind) =>
    (rows.find((r) => r.fileKind === kind)?.data as StoredData | undefined) ?? null;

  const productsOf = (data: StoredData | null): ProductRow[] | null => {
    const parsed = data?.content ? parseProductCsv(data.content) : null;
    return parsed?.ok ? parsed.rows : null;
  };
  const imageRowsOf = (data: StoredData | null): ImageRow[] | null => {
    const parsed = data?.content ? parseImageCsv(data.content) : null;
    return parsed?.ok ? parsed.rows : null;
  };

  /** One file of the survey: checked, then kept in place of the previous file of its kind. */
  const upload = async (
    tenant: Tenant,
    kind: SurveyFileKind,
    file: { fileName: string; bytes: Uint8Array; adopt: () => Promise<string> },
  ): Promise<TSurveyUpload> => {
    const company = await open(tenant);
    if (!KINDS_OF[company.type].includes(kind)) {
      throw refusedError(SURVEY_MSG.notYourSurvey);
    }
    const existing = await uploadsOf(db, tenant);
    let data: StoredData;
    let summary: Omit<TSurveyUpload, 'uploadedAt' | 'fileKind' | 'fileName'>;
    const text = () => Buffer.from(file.bytes).toString('utf8');
    const check = (outcome: { ok: true } | { ok: false; message: string }) => {
      if (!outcome.ok) {
        throw refusedError(outcome.message);
      }
    };
    if (kind === 'productImgZipFile') {
      const zip = readImageZip(file.fileName, file.bytes);
      if (!zip.ok) {
        throw refusedError(zip.message);
      }
      const imageRows = imageRowsOf(storedOf(existing, 'productImgCsvFile'));
      if (imageRows) {
        const missing = checkImages(productsOf(storedOf(existing, 'productSrcFile')) ?? [], imageRows, zip.images);
        const first = missing.find((e) => e.field === 'Image File Name');
        if (first) {
          throw refusedError(first.message);
        }
      }
      data = { images: zip.images, folder: zip.folder };
      summary = {
        columns: ['Image File Name'],
        rows: zip.images.length,
        preview: zip.images.slice(0, SURVEY_PREVIEW_ROWS).map((image) => ({ 'Image File Name': image })),
      };
    } else {
      const content = text();
      if (kind === 'locationSrcFile') {
        const checked = validateRows(content);
        if (!checked.ok) {
          check(checked.refused as { ok: false; message: string });
        } else if (checked.errors.length > 0) {
          const first = [...checked.errors].sort((a, b) => a.row - b.row)[0];
          throw refusedError(SURVEY_MSG.rowError(first?.row ?? 0, first?.message ?? ''));
        }
      } else if (kind === 'productSrcFile') {
        check(parseProductCsv(content));
      } else if (kind === 'productImgCsvFile') {
        const parsed = parseImageCsv(content);
        check(parsed);
        const zipData = storedOf(existing, 'productImgZipFile');
        if (parsed.ok && zipData?.images) {
          const first = checkImages([], parsed.rows, zipData.images).find((e) => e.field === 'Image File Name');
          if (first) {
            throw refusedError(first.message);
          }
        }
      }
      let orders: TSurveyUpload['orders'];
      if (kind === 'poSrcFile') {
        const parsed = parsePoCsv(content);
        if (!parsed.ok) {
          throw refusedError(parsed.errors[0]?.message ?? parsed.message);
        }
        orders = parsed.pos.map((po) => ({
          poNumber: po.poNumber,
          customer: po.customer ?? null,
          items: po.items.map((item) => ({
            item: String(item.item ?? ''),
            description: item.description ? String(item.description) : null,
            quantity: String(item.quantity ?? ''),
          })),
        }));
      }
      data = { content };
      summary = { ...previewOf(content), ...(orders ? { orders: orders.slice(0, 200) } : {}) };
    }
    const storageKey = kind === 'productImgZipFile' ? await file.adopt() : null;
    const full: TSurveyUpload = {
      fileKind: kind,
      fileName: file.fileName,
      uploadedAt: new Date().toISOString(),
      ...summary,
    };
    const previousKey = existing.find((r) => r.fileKind === kind)?.storageKey ?? null;
    const values = { fileKind: kind, fileName: file.fileName, storageKey, summary: full, data };
    await db.transaction(async (tx) => {
      await tx
        .insert(surveyUploads)
        .values(tenantValues(tenant, values))
        .onConflictDoUpdate({ target: [surveyUploads.companyId, surveyUploads.fileKind], set: values });
      await recordEvent(tx, tenant, {
        aggregateType: 'company',
        aggregateId: tenant.companyId,
        type: 'company.survey-file-uploaded',
        after: { fileKind: kind, fileName: file.fileName, rows: full.rows },
      });
    });
    if (previousKey) {
      await files.delete(previousKey);
    }
    return full;
  };

  /** Done: everything the survey carries, written in one transaction, or nothing. */
  const submit = async (tenant: Tenant, progress: TSurveyProgress): Promise<TSurveySubmitResult> => {
    const company = await open(tenant);
    const result = await db.transaction(async (tx) => {
      // One winner: the survey is completed once.
      const won = await tx
        .update(companies)
        .set({ completedSurvey: true })
        .where(and(eq(companies.id, tenant.companyId), eq(companies.completedSurvey, false)))
        .returning({ id: companies.id });
      if (won.length === 0) {
        throw new StateConflict(SURVEY_MSG.alreadyCompleted, 'completed');
      }
      const partnerIds = await writeProgress(tx, tenant, progress);
      const uploads = (await uploadsOf(tx, tenant)).filter((u) =>
        (KINDS_OF[company.type] as readonly string[]).includes(u.fileKind),
      );
      const stored = (kind: SurveyFileKind) => storedOf(uploads, kind);

      // Locations.
      let locationCount = 0;
      const locationContent = stored('locationSrcFile')?.content;
      if (locationContent) {
        const checked = validateRows(locationContent);
        if (!checked.ok || checked.errors.length > 0) {
          throw refusedError(
            checked.ok ? (checked.errors[0]?.message ?? '') : (checked.refused as { message: string }).message,
          );
        }
        const types = [...new Set(checked.ready.filter((r) => r.values.code).map((r) => r.values.type))];
        const existing = await locationQ.existingCodeKeys(tx as unknown as Db, tenant, types);
        const clash = checked.ready.find((r) => r.values.code && existing.has(`${r.values.type}|${r.values.code}`));
        if (clash) {
          throw refusedError(SURVEY_MSG.rowError(clash.row, `${clash.values.type} ${clash.values.code}`));
        }
        locationCount = await locationQ.insertLocations(
          tx as unknown as Db,
          tenant,
          checked.ready.map((r) => r.values),
        );
        await recordEvent(tx, tenant, {
          aggregateType: 'company',
          aggregateId: tenant.companyId,
          type: 'location.imported',
          after: { imported: locationCount, source: 'survey' },
        });
      }

      // Products, their listing fields and images.
      let productCount = 0;
      const productRows = productsOf(stored('productSrcFile'));
      const imageRows = imageRowsOf(stored('productImgCsvFile'));
      const zipImages = stored('productImgZipFile')?.images ?? null;
      const imageErrors = checkImages(productRows, imageRows, zipImages);
      if (imageErrors[0]) {
        throw refusedError(imageErrors[0].message);
      }
      if (productRows) {
        const ids = productRows.map((p) => p.productId);
        const taken = await tx
          .select({ productId: products.productId })
          .from(products)
          .where(tenantWhere(products, tenant, inArray(products.productId, ids)));
        if (taken[0]) {
          throw refusedError(SURVEY_MSG.productTaken(taken[0].productId));
        }
        for (const row of productRows) {
          const values = {
            productId: row.productId,
            name: row.name,
            category: row.category,
            description: row.description,
            hsCode: null,
            partnerCompanyId: null,
          };
          const id = await productQ.insertProduct(tx, tenant, values);
          const images = (imageRows ?? []).filter((i) => i.line === row.line).map((i) => i.image);
          const { row: _row, line: _line, productId: _pid, name: _n, description: _d, category: _c, ...listing } = row;
          await tx.insert(productListings).values(tenantValues(tenant, { productId: id, ...listing, images }));
          await recordEvent(tx, tenant, {
            aggregateType: 'product',
            aggregateId: id,
            type: 'product.created',
            after: { id, ...values, ...listing, images, source: 'survey' },
          });
        }
        productCount = productRows.length;
      }

      // The POs: each one's customer is one of the vendor's trading partners (the buyer), who owns it;
      // the vendor is its party (tagged with the vendor's company id), through the PO pipeline's writer.
      let poCount = 0;
      const poContent = stored('poSrcFile')?.content;
      if (poContent) {
        const parsed = parsePoCsv(poContent);
        if (!parsed.ok) {
          throw refusedError(parsed.errors[0]?.message ?? parsed.message);
        }
        const network = await tx
          .select({ id: companies.id, legalName: companies.legalName })
          .from(companyPartners)
          .innerJoin(companies, eq(companies.id, companyPartners.partnerCompanyId))
          .where(tenantWhere(companyPartners, tenant));
        const byName = new Map<string, string>();
        // The partners picked in the survey first, then the rest of the network.
        for (const p of [...network].sort(
          (a, b) => Number(partnerIds.includes(b.id)) - Number(partnerIds.includes(a.id)),
        )) {
          const key = p.legalName.trim().toLowerCase();
          if (!byName.has(key)) {
            byName.set(key, p.id);
          }
        }
        const byBuyer = new Map<string, TPoValues[]>();
        for (const [index, po] of parsed.pos.entries()) {
          const buyer = byName.get((po.customer ?? '').trim().toLowerCase());
          if (!buyer) {
            throw refusedError(SURVEY_MSG.customerUnknown(index + 1, po.customer ?? ''));
          }
          byBuyer.set(buyer, [...(byBuyer.get(buyer) ?? []), { ...po, vendorCompanyId: tenant.companyId }]);
        }
        for (const [buyer, pos] of byBuyer) {
          const buyerTenant: Tenant = { companyId: buyer, userId: tenant.userId };
          const taken = await poQ.takenNumbers(
            tx,
            buyerTenant,
            pos.map((p) => p.poNumber),
          );
          const first = [...taken][0];
          if (first) {
            throw refusedError(SURVEY_MSG.poTaken(first));
          }
          const ids = await poQ.insertPos(tx, buyerTenant, pos);
          for (const [i, id] of ids.entries()) {
            // In the buyer's log (it owns the PO), by the vendor's user who dispatched it.
            await recordEvent(tx, buyerTenant, {
              aggregateType: 'purchase-order',
              aggregateId: id,
              type: 'purchase-order.imported',
              after: { poNumber: pos[i]?.poNumber, items: pos[i]?.items.length, vendorCompanyId: tenant.companyId },
            });
          }
          poCount += ids.length;
        }
      }

      await recordEvent(tx, tenant, {
        aggregateType: 'company',
        aggregateId: tenant.companyId,
        type: 'company.survey-completed',
        before: { completedSurvey: false },
        after: { completedSurvey: true },
      });
      return { locations: locationCount, products: productCount, purchaseOrders: poCount };
    });
    return { completedSurvey: true, ...result, next: NEXT_OF[company.type] };
  };

  return { read, saveProgress, upload, submit };
};
