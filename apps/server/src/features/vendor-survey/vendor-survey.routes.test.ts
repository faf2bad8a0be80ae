import { and, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyPartners,
  domainEvents,
  locations,
  poParties,
  productListings,
  products,
  purchaseOrders,
} from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';

// The survey wizards (docs/vendor-survey.md): uploads and their rules, partial save, Done (all or
// nothing, POs dispatched to their buyer), the completed survey, and other companies.

const BASE = '/api/lanehub-core/company/vendor/survey';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

let ctx: TestContext;
let vendor: TestUser;
let seller: TestUser;
let buyer: TestUser;
let other: TestUser;
let vendorToken: string;
let sellerToken: string;
let buyerToken: string;
let otherToken: string;

const upload = (token: string, kind: string, name: string, data: string | Uint8Array, type = 'text/csv') => {
  const form = new FormData();
  form.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), name);
  return call(ctx.app, token, { method: 'POST', url: `${BASE}/upload/${kind}`, payload: form });
};
const zip = (name: string, entries: Record<string, Uint8Array>) =>
  upload(sellerToken, 'productImgZipFile', name, zipSync(entries), 'application/zip');

const LOCATIONS = [
  'name,address,postCode,code,city,country,state,type',
  '# a comment row is ignored',
  'Survey DC East,1 Rue Notre-Dame,H2Y 1B6,,Montreal,CA,QC,warehouse',
  'Survey DC West,2 Main St,V6B 1A1,,Vancouver,CA,BC,warehouse',
  '',
].join('\n');
const PRODUCTS = [
  'Unique Id,Title,Description,Vendor Email,Type,Tags,Variant SKU,Variant Qty,Variant Price,Inventory Policy',
  'SV-1,Trail boots,Waterproof,seller@example.test,Boots,"outdoor, boots",SKU-B1,12,89.99,continue',
  'SV-2,Hard hat,ANSI,seller@example.test,Safety,,SKU-H1,40,24.50,deny',
  '',
].join('\n');
const IMAGES = ['Product Line Number,Image File Name', '1,trail-boots.jpg', '2,hard-hat.jpg', ''].join('\n');

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  vendor = await createTenant(db, { name: 'Survey Vendor Co', role: 'admin' });
  seller = await createTenant(db, { name: 'Survey Seller Co', role: 'admin' });
  buyer = await createTenant(db, {
    name: 'Survey Buyer Co',
    role: 'admin',
    permissions: ['company.*', 'mynetwork.*', 'order.po'],
  });
  other = await createTenant(db, { name: 'Other Vendor Co', role: 'admin' });
  await db
    .update(companies)
    .set({ companyTypes: ['Vendor'] })
    .where(eq(companies.id, vendor.companyId as string));
  await db
    .update(companies)
    .set({ companyTypes: ['Vendor'] })
    .where(eq(companies.id, other.companyId as string));
  await db
    .update(companies)
    .set({ companyTypes: ['Seller'] })
    .where(eq(companies.id, seller.companyId as string));
  await db
    .insert(companyPartners)
    .values({ companyId: vendor.companyId as string, partnerCompanyId: buyer.companyId as string });
  vendorToken = (await login(ctx.app, vendor.email)).accessToken;
  sellerToken = (await login(ctx.app, seller.email)).accessToken;
  buyerToken = (await login(ctx.app, buyer.email)).accessToken;
  otherToken = (await login(ctx.app, other.email)).accessToken;
});
afterAll(async () => ctx?.close());

describe('survey uploads', () => {
  it('downloads the three templates, each with the header its upload expects', async () => {
    const expected = {
      locations: ['lanehub_location.csv', 'name,address,postCode,code,city,country,state,type'],
      products: ['seller_products.csv', 'Unique Id,Title,Description,Vendor Email,'],
      po: ['PoTemplate.csv', 'poNumber,customerLoadNumber,customer,'],
    };
    for (const [template, [file, header]] of Object.entries(expected)) {
      const res = await call(ctx.app, vendorToken, { method: 'GET', url: `${BASE}/template/${template}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
      expect(res.body.startsWith(header as string)).toBe(true);
    }
    const unknown = await call(ctx.app, vendorToken, { method: 'GET', url: `${BASE}/template/images` });
    expect(unknown.statusCode).toBe(400);
  });

  it("checks a location CSV and answers its preview with 'File {name} has been uploaded!'", async () => {
    const res = await upload(vendorToken, 'locationSrcFile', 'lanehub_location.csv', LOCATIONS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta.message).toBe('File lanehub_location.csv has been uploaded!');
    expect(res.json().data).toMatchObject({ fileKind: 'locationSrcFile', rows: 2 });
    expect(res.json().data.preview[0].name).toBe('Survey DC East');
  });

  it('refuses a row before the header, an empty file and a file of another type', async () => {
    const before = await upload(vendorToken, 'locationSrcFile', 'l.csv', `junk,row\n${LOCATIONS}`);
    expect(before.statusCode).toBe(400);
    const empty = await upload(sellerToken, 'productSrcFile', 'p.csv', '# only a comment\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('File is empty');
    const pdf = await upload(sellerToken, 'productSrcFile', 'p.csv', '%PDF-1.7', 'application/pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('p.csv is not supported file types');
  });

  it('refuses a kind the survey does not ask for', async () => {
    expect((await upload(vendorToken, 'productSrcFile', 'p.csv', PRODUCTS)).statusCode).toBe(400);
  });

  it('refuses a numeric image name in the image CSV and in the ZIP', async () => {
    const csv = await upload(
      sellerToken,
      'productImgCsvFile',
      'img.csv',
      'Product Line Number,Image File Name\n1,12345.jpg\n',
    );
    expect(csv.statusCode).toBe(400);
    expect(csv.json().message).toMatch(/12345\.jpg must not be a number/);
    const res = await zip('images.zip', { 'images/2024.jpg': JPEG });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/must not be a number/);
  });

  it('refuses a ZIP whose images are not in a folder named like the ZIP, and paths that escape it', async () => {
    const loose = await zip('images.zip', { 'boots.jpg': JPEG });
    expect(loose.statusCode).toBe(400);
    expect(loose.json().message).toBe('The images must be inside a folder named images');
    const escaping = await zip('images.zip', { 'images/../../etc/boots.jpg': JPEG });
    expect(escaping.statusCode).toBe(400);
    expect(escaping.json().message).toMatch(/leaves its folder/);
  });

  it('refuses a zip bomb: too many entries, or too many bytes once unpacked', async () => {
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i < 2001; i++) {
      many[`images/a${i}.jpg`] = JPEG;
    }
    const crowded = await zip('images.zip', many);
    expect(crowded.statusCode).toBe(400);
    expect(crowded.json().message).toBe('The ZIP unpacks to more than the allowed size or number of files');
    // 201 MB of zeros packs into a few hundred kilobytes.
    const packed = zipSync({ 'images/big.jpg': [new Uint8Array(201 * 1024 * 1024), { level: 1 }] });
    const bomb = await upload(sellerToken, 'productImgZipFile', 'images.zip', packed, 'application/zip');
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().message).toBe('The ZIP unpacks to more than the allowed size or number of files');
  }, 120_000);

  it('refuses a ZIP missing an image the image CSV lists', async () => {
    expect((await upload(sellerToken, 'productSrcFile', 'seller_products.csv', PRODUCTS)).statusCode).toBe(200);
    expect((await upload(sellerToken, 'productImgCsvFile', 'images.csv', IMAGES)).statusCode).toBe(200);
    const res = await zip('photos.zip', { 'photos/trail-boots.jpg': JPEG });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The ZIP does not hold the image hard-hat.jpg');
  });
});

describe('partial save and Done', () => {
  it('saves progress (step, categories, partners within the network) and reads it back', async () => {
    const res = await call(ctx.app, sellerToken, {
      method: 'PUT',
      url: BASE,
      payload: { step: 2, sourcingCategories: ['pipes', 'hard-hat'], partners: [buyer.companyId] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const survey = (await call(ctx.app, sellerToken, { method: 'GET', url: BASE })).json().data;
    expect(survey).toMatchObject({ surveyType: 'sourcing', step: 2, sourcingCategories: ['pipes', 'hard-hat'] });
    // Not a partner of the seller: dropped.
    expect(survey.partners).toEqual([]);
    expect(survey.uploads.map((u: { fileKind: string }) => u.fileKind).sort()).toEqual([
      'productImgCsvFile',
      'productSrcFile',
    ]);
  });

  it('refuses Done while the images are incomplete, writing nothing; then completes with the ZIP', async () => {
    const refused = await call(ctx.app, sellerToken, { method: 'POST', url: BASE, payload: { step: 3 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Images need both the product-image CSV and the image ZIP');
    const db = ctx.database.db;
    const [company] = await db
      .select()
      .from(companies)
      .where(eq(companies.id, seller.companyId as string));
    expect(company?.completedSurvey).toBe(false);
    expect(
      await db
        .select()
        .from(products)
        .where(eq(products.companyId, seller.companyId as string)),
    ).toEqual([]);

    const ok = await zip('photos.zip', { 'photos/trail-boots.jpg': JPEG, 'photos/hard-hat.jpg': JPEG });
    expect(ok.statusCode, ok.body).toBe(200);
    const done = await call(ctx.app, sellerToken, {
      method: 'POST',
      url: BASE,
      payload: { step: 3, sourcingCategories: ['pipes'] },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ completedSurvey: true, products: 2, next: '/' });
    const listings = await db
      .select({
        productId: products.productId,
        policy: productListings.inventoryPolicy,
        images: productListings.images,
        price: productListings.variantPrice,
      })
      .from(productListings)
      .innerJoin(products, eq(products.id, productListings.productId))
      .where(eq(productListings.companyId, seller.companyId as string))
      .orderBy(products.productId);
    expect(listings).toEqual([
      { productId: 'SV-1', policy: 'continue', images: ['trail-boots.jpg'], price: '89.9900' },
      { productId: 'SV-2', policy: 'deny', images: ['hard-hat.jpg'], price: '24.5000' },
    ]);
  });

  it('vendor Done creates the locations and dispatches the POs to the buyer named as customer', async () => {
    const po = [
      'poNumber,customerLoadNumber,customer,item,description,quantity',
      'SV-PO-1,L1,Survey Buyer Co,BOOT-1,Trail boots,10',
      'SV-PO-1,L2,Survey Buyer Co,BOOT-1,Trail boots,5',
      'SV-PO-2,,Survey Buyer Co,HAT-1,Hard hat,3',
      '',
    ].join('\n');
    const up = await upload(vendorToken, 'poSrcFile', 'PoTemplate.csv', po);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data.orders.map((o: { poNumber: string }) => o.poNumber)).toEqual([
      'SV-PO-1-00',
      'SV-PO-1-01',
      'SV-PO-2',
    ]);
    // Another vendor cannot see or complete this vendor's survey.
    const foreign = (await call(ctx.app, otherToken, { method: 'GET', url: BASE })).json().data;
    expect(foreign.uploads).toEqual([]);

    const done = await call(ctx.app, vendorToken, {
      method: 'POST',
      url: BASE,
      payload: { step: 2, partners: [buyer.companyId] },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ locations: 2, purchaseOrders: 3, next: '/orders/purchase-order' });
    const db = ctx.database.db;
    const own = await db
      .select()
      .from(locations)
      .where(eq(locations.companyId, vendor.companyId as string));
    expect(own.map((l) => l.name).sort()).toEqual(['Survey DC East', 'Survey DC West']);
    const pos = await db
      .select({ poNumber: purchaseOrders.poNumber, vendor: poParties.partyCompanyId })
      .from(purchaseOrders)
      .innerJoin(poParties, eq(poParties.poId, purchaseOrders.id))
      .where(eq(purchaseOrders.companyId, buyer.companyId as string))
      .orderBy(purchaseOrders.poNumber);
    expect(pos).toEqual([
      { poNumber: 'SV-PO-1-00', vendor: vendor.companyId },
      { poNumber: 'SV-PO-1-01', vendor: vendor.companyId },
      { poNumber: 'SV-PO-2', vendor: vendor.companyId },
    ]);
    // The buyer's PO list shows them.
    const list = await call(ctx.app, buyerToken, { method: 'GET', url: '/api/lanehub-core/po?search=SV-PO' });
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list
        .json()
        .data.map((p: { poNumber: string }) => p.poNumber)
        .sort(),
    ).toEqual(['SV-PO-1-00', 'SV-PO-1-01', 'SV-PO-2']);
    const events = await db
      .select({ type: domainEvents.type })
      .from(domainEvents)
      .where(
        and(eq(domainEvents.companyId, vendor.companyId as string), eq(domainEvents.type, 'company.survey-completed')),
      );
    expect(events).toHaveLength(1);
  });

  it('a completed survey refuses more progress, uploads and a second Done (409)', async () => {
    const again = await call(ctx.app, vendorToken, { method: 'POST', url: BASE, payload: { step: 2 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('STATE_CONFLICT');
    expect((await call(ctx.app, vendorToken, { method: 'PUT', url: BASE, payload: { step: 1 } })).statusCode).toBe(409);
    expect((await upload(vendorToken, 'locationSrcFile', 'l.csv', LOCATIONS)).statusCode).toBe(409);
    const survey = (await call(ctx.app, vendorToken, { method: 'GET', url: BASE })).json().data;
    expect(survey.completedSurvey).toBe(true);
  });

  it('refuses a PO whose customer is not a trading partner, all or nothing', async () => {
    const po = 'poNumber,customer,item,quantity\nOV-PO-1,Survey Buyer Co,X-1,1\n';
    expect(
      (await upload(otherToken, 'locationSrcFile', 'l.csv', LOCATIONS.replaceAll('Survey DC', 'Other DC'))).statusCode,
    ).toBe(200);
    expect((await upload(otherToken, 'poSrcFile', 'PoTemplate.csv', po)).statusCode).toBe(200);
    const done = await call(ctx.app, otherToken, { method: 'POST', url: BASE, payload: { step: 2 } });
    expect(done.statusCode).toBe(400);
    expect(done.json().message).toBe('Row 1: the customer Survey Buyer Co is not one of your trading partners');
    const db = ctx.database.db;
    expect(
      await db
        .select()
        .from(locations)
        .where(eq(locations.companyId, other.companyId as string)),
    ).toEqual([]);
    const [company] = await db
      .select()
      .from(companies)
      .where(eq(companies.id, other.companyId as string));
    expect(company?.completedSurvey).toBe(false);
  });

  it('refuses a company without a survey and a user who is not its administrator', async () => {
    expect((await call(ctx.app, buyerToken, { method: 'GET', url: BASE })).statusCode).toBe(403);
    const db = ctx.database.db;
    const plain = await createTenant(db, { name: 'Plain Vendor User', role: 'user' });
    await db
      .update(companies)
      .set({ companyTypes: ['Vendor'] })
      .where(eq(companies.id, plain.companyId as string));
    const token = (await login(ctx.app, plain.email)).accessToken;
    expect((await call(ctx.app, token, { method: 'GET', url: BASE })).statusCode).toBe(403);
  });
});
