import { randomUUID } from 'node:crypto';
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { DEMO_LOCATIONS } from '../../apps/server/src/features/locations/locations.demo-data';
import { test as base, expect } from './axe';
import { DEMO_PASSWORD } from './helpers';

// Each journey that writes gets its own company (a tenant), created through the API the way an
// operator would set one up, so that journeys never share rows and run side by side on two workers:
// - the demo system administrator creates the company with its first account and administrator
//   (Admin → Company Management, POST /api/admin/companies) and its other users (POST /api/admin/users);
// - the company's administrator then adds what the journey needs, each through the company's own API
//   (accounts, locations, policies, HR hierarchy, equipment).
// A company created so holds the new-company administrator's permissions (no adminMgt.*) and the
// standard equipment types every company that joins gets. Only a holder grants a platform permission,
// never to themselves: the instruction managers' policy (global) is given by the system administrator
// in the admin area.
// Places are the demo seed's own (locations.demo-data.ts).
// Names are the demo's (Maple Leaf Home Goods, Claire Tremblay, MLH-1001 …) with a suffix on what is
// unique across the installation (the company's legal name, e-mail addresses); account numbers are
// unique per company, so each tenant has the demo's own.

const API_KEY = { 'x-api-key': 'lanehub-web' };

/** The password of every tenant user (a new company's users choose theirs; this is the journeys'). */
export const TENANT_PASSWORD = 'a long enough journey password';

/** The demo system administrator, who creates the tenants (and is the root of the admin journeys). */
export const ROOT = { email: 'admin@lanehub.demo', password: DEMO_PASSWORD, account: 'LH-0001' } as const;

export type TenantUser = { id: string; email: string; password: string; name: string };

export type ShipperTenant = {
  id: string;
  legalName: string;
  /** The company administrator (the demo's Claire Tremblay). */
  admin: TenantUser;
  /** A restricted colleague holding 'Operations viewer' on every account (the demo's Omar Haddad). */
  colleague: TenantUser;
  /** Account number → id: MLH-1001 (integrated shipping), MLH-1002 (ocean), MLH-1003 (road). */
  accounts: Record<string, string>;
};

export type CarrierTenant = {
  id: string;
  legalName: string;
  /** The company administrator (the demo's Dwayne Okafor). */
  admin: TenantUser;
  /** Account number → id: GLT-3001 (road), GLT-3002 (drayage chassis). */
  accounts: Record<string, string>;
};

/** A suffix that keeps one tenant's names and addresses apart from every other's. */
const uniqueSuffix = () => randomUUID().replaceAll('-', '').slice(0, 12);

type Method = 'get' | 'post' | 'put';

/** One signed-in caller of the API: every call must succeed, or the set-up stops and says which call failed. */
const apiAs = async (request: APIRequestContext, email: string, password: string) => {
  const login = await request.put('/api/user/login', { headers: API_KEY, data: { email, password } });
  expect(login.status(), `${email} signs in through the API`).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  /** The reply as it is, for a call whose refusal the set-up expects (a 409). */
  const send = (method: Method, url: string, data?: unknown) =>
    request[method](url, {
      headers: { ...API_KEY, authorization: `Bearer ${token}` },
      ...(data === undefined ? {} : { data }),
    });
  const call = async <T = { id: string }>(method: Method, url: string, data?: unknown): Promise<T> => {
    const res = await send(method, url, data);
    expect(res.ok(), `${method.toUpperCase()} ${url} as ${email}: ${res.status()} ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
  return Object.assign(call, { send });
};

type Caller = Awaited<ReturnType<typeof apiAs>>;

/** The system administrator creates an approved company with its first account and administrator. */
const createCompany = async (
  root: Caller,
  values: {
    legalName: string;
    companyTypes: string[];
    accountNumber: string;
    mode: string;
    admin: { firstName: string; lastName: string; email: string };
  },
) => {
  const company = await root('post', '/api/admin/companies', {
    legalName: values.legalName,
    companyTypes: values.companyTypes,
    country: 'CA',
    accountNumber: values.accountNumber,
    mode: values.mode,
    ...values.admin,
    password: TENANT_PASSWORD,
  });
  return company.id;
};

const addUser = async (
  root: Caller,
  companyId: string,
  values: { firstName: string; lastName: string; email: string; role: 'admin' | 'user' },
): Promise<TenantUser> => {
  const user = await root<{ id: string }>('post', '/api/admin/users', {
    ...values,
    companyId,
    password: TENANT_PASSWORD,
  });
  return {
    id: user.id,
    email: values.email,
    password: TENANT_PASSWORD,
    name: `${values.firstName} ${values.lastName}`,
  };
};

/** The caller's own user id (GET /api/user/profile answers with the caller's profile). */
const ownId = async (caller: Caller) => {
  const [me] = await caller<Array<{ userId: string }>>('get', '/api/user/profile');
  expect(me, 'the profile of the caller').toBeDefined();
  return (me as { userId: string }).userId;
};

/** The account numbers of the caller's company with their ids. */
const accountIds = async (caller: Caller) => {
  const rows = await caller<Array<{ id: string; number: string }>>('get', '/api/lanehub-core/accounts?limit=100');
  return Object.fromEntries(rows.map((r) => [r.number, r.id]));
};

// The demo shipper's places, read from the demo seed's own data (locations.demo-data.ts).
const SHIPPER_LOCATIONS = DEMO_LOCATIONS['Maple Leaf Home Goods Ltd.'] ?? [];

/** The demo shipper's HR hierarchy (hr-hierarchy.demo.ts): Omar Haddad is left for the journey to place. */
const seedShipperHierarchy = async (admin: Caller, claireId: string) => {
  const department = async (name: string, code: string, parentId: string | null = null) =>
    (await admin('post', '/api/hr-hierarchy/create-department', { name, code, parent_id: parentId })).id;
  const operations = await department('Operations', 'OPS');
  const logistics = await department('Logistics', 'LOG', operations);
  const finance = await department('Finance', 'FIN');
  const director = (await admin('post', '/api/hr-hierarchy/create-role', { role_name: 'Director', level: 1 })).id;
  await admin('post', '/api/hr-hierarchy/create-role', { role_name: 'Manager', level: 2 });
  await admin('post', '/api/hr-hierarchy/create-role', { role_name: 'Coordinator', level: 4 });
  const codes = [
    { code_type: 'cost_center', code: 'CC-OPS', name: 'Operations overhead', department_id: operations },
    { code_type: 'cost_center', code: 'CC-LOG', name: 'Inbound freight', department_id: logistics },
    { code_type: 'profit_center', code: 'PC-RETAIL', name: 'Retail stores', department_id: null },
    { code_type: 'responsibility_center', code: 'RC-FIN', name: 'Freight audit', department_id: finance },
  ];
  for (const code of codes) {
    await admin('post', '/api/hr-hierarchy/create-code', code);
  }
  await admin('post', '/api/hr-hierarchy/assign-user', {
    user_id: claireId,
    department_id: operations,
    user_role_id: director,
  });
};

/**
 * A shipper like the demo's Maple Leaf Home Goods: its administrator Claire Tremblay, a restricted
 * colleague Omar Haddad ('Operations viewer': order.view, company.view, mynetwork.view on every
 * account), accounts MLH-1001 to MLH-1003, the demo's five places and HR hierarchy.
 */
export const createShipper = async (request: APIRequestContext): Promise<ShipperTenant> => {
  const id = uniqueSuffix();
  const legalName = `Maple Leaf Home Goods ${id}`;
  const adminEmail = `claire.${id}@maple-leaf.test`;
  const root = await apiAs(request, ROOT.email, ROOT.password);
  const companyId = await createCompany(root, {
    legalName,
    companyTypes: ['Shipper'],
    accountNumber: 'MLH-1001',
    mode: 'integrated_shipping',
    admin: { firstName: 'Claire', lastName: 'Tremblay', email: adminEmail },
  });
  const colleague = await addUser(root, companyId, {
    firstName: 'Omar',
    lastName: 'Haddad',
    email: `omar.${id}@maple-leaf.test`,
    role: 'user',
  });

  const admin = await apiAs(request, adminEmail, TENANT_PASSWORD);
  await admin('post', '/api/lanehub-core/accounts', { number: 'MLH-1002', accountType: 'shipper', mode: 'ocean' });
  await admin('post', '/api/lanehub-core/accounts', { number: 'MLH-1003', accountType: 'shipper', mode: 'road' });
  const viewer = await admin('post', '/api/uaa/policies', {
    name: 'Operations viewer',
    description: 'Sees shipments and the company; manages no settings',
    permissions: ['order.view', 'company.view', 'mynetwork.view'],
  });
  await admin('put', '/api/uaa/user-permissions', {
    userId: colleague.id,
    permissions: [{ policyId: viewer.id, accountId: null }],
  });
  for (const location of SHIPPER_LOCATIONS) {
    await admin('post', '/api/lanehub-core/locations', location);
  }
  const claireId = await ownId(admin);
  await seedShipperHierarchy(admin, claireId);
  return {
    id: companyId,
    legalName,
    admin: { id: claireId, email: adminEmail, password: TENANT_PASSWORD, name: 'Claire Tremblay' },
    colleague,
    accounts: await accountIds(admin),
  };
};

/** The global policy that lets a company's user manage its instructions (a platform permission). */
const INSTRUCTION_MANAGERS = {
  name: 'Instruction managers',
  description: "Manage the company's instructions",
  permissions: ['adminMgt.instruction'],
  companyId: '0',
} as const;

/**
 * The global 'Instruction managers' policy, created by the system administrator the first time a
 * journey needs it (a global policy's name is unique: a journey on the other worker may have just
 * created it, and then it is read back).
 */
const instructionManagersPolicy = async (root: Caller) => {
  const created = await root.send('post', '/api/uaa/policies', INSTRUCTION_MANAGERS);
  if (created.status() === 201) {
    return ((await created.json()) as { data: { id: string } }).data.id;
  }
  expect(created.status(), `the global policy exists already: ${await created.text()}`).toBe(409);
  const found = await root<Array<{ id: string; name: string; companyId: string }>>(
    'get',
    `/api/uaa/policies?scope=all&search=${encodeURIComponent(INSTRUCTION_MANAGERS.name)}&limit=100`,
  );
  const policy = found.find((p) => p.name === INSTRUCTION_MANAGERS.name && p.companyId === '0');
  expect(policy, 'the global policy Instruction managers').toBeDefined();
  return (policy as { id: string }).id;
};

/**
 * A shipper (createShipper) whose administrator also manages the company's instructions, as the
 * demo's does (adminMgt.instruction, a platform permission), with two instructions of its own.
 * Only a holder grants a platform permission and nobody grants themselves: the system administrator
 * gives Claire the global policy 'Instruction managers' in the admin area (POST
 * /api/admin/policies/:id/attach-user, which attaches it to her company on the way).
 */
export const createInstructionShipper = async (request: APIRequestContext): Promise<ShipperTenant> => {
  const tenant = await createShipper(request);
  const root = await apiAs(request, ROOT.email, ROOT.password);
  const policyId = await instructionManagersPolicy(root);
  await root('post', `/api/admin/policies/${policyId}/attach-user`, { userId: tenant.admin.id, accountId: null });
  const admin = await apiAs(request, tenant.admin.email, tenant.admin.password);
  for (const instruction of [
    { title: 'Seal check', body: 'Verify the seal number against the bill of lading at every hand-off.' },
    { title: 'Appointment required', body: 'Deliveries need a dock appointment booked 24 hours ahead.' },
  ]) {
    await admin('post', '/api/lanehub-core/instructions', instruction);
  }
  return tenant;
};

/**
 * A road and dray carrier like the demo's Great Lakes Trucking Co. (named Lakeshore Trucking here):
 * its administrator Dwayne Okafor,
 * accounts GLT-3001 and GLT-3002, the standard equipment types, three chassis and no container.
 */
export const createCarrier = async (request: APIRequestContext): Promise<CarrierTenant> => {
  const id = uniqueSuffix();
  // Not 'Great Lakes …': the network journey looks the demo carrier up by that name.
  const legalName = `Lakeshore Trucking ${id}`;
  const adminEmail = `dwayne.${id}@lakeshore.test`;
  const root = await apiAs(request, ROOT.email, ROOT.password);
  const companyId = await createCompany(root, {
    legalName,
    companyTypes: ['Road Carrier', 'Dray Carrier'],
    accountNumber: 'GLT-3001',
    mode: 'road',
    admin: { firstName: 'Dwayne', lastName: 'Okafor', email: adminEmail },
  });
  const admin = await apiAs(request, adminEmail, TENANT_PASSWORD);
  await admin('post', '/api/lanehub-core/accounts', {
    number: 'GLT-3002',
    accountType: 'carrier',
    mode: 'drayage_chassis',
  });
  // A company that joins starts with the standard equipment types (45G1, CH-40 …): the chassis type
  // is read from the equipment form's choices, as the form does.
  const { equipmentTypes } = await admin<{ equipmentTypes: Array<{ id: string; code: string }> }>(
    'get',
    '/api/lanehub-core/equipment/form-options?kind=chassis',
  );
  const chassisType = equipmentTypes.find((type) => type.code === 'CH-40')?.id;
  expect(chassisType, 'the standard chassis type CH-40').toBeDefined();
  // ISO 6346 numbers with their check digits (the demo's chassis).
  for (const [number, ownership] of [
    ['GLTZ4000129', 'owned'],
    ['GLTZ4000134', 'owned'],
    ['DCLZ1188049', 'pool'],
  ]) {
    await admin('post', '/api/lanehub-core/equipment', {
      kind: 'chassis',
      number,
      equipmentTypeId: chassisType,
      ownership,
    });
  }
  return {
    id: companyId,
    legalName,
    admin: { id: await ownId(admin), email: adminEmail, password: TENANT_PASSWORD, name: 'Dwayne Okafor' },
    accounts: await accountIds(admin),
  };
};

export type VendorOnboardingTenant = {
  /** The vendor whose survey is not completed (the demo's Fraser Valley Outfitters, FVO-7101). */
  vendor: { id: string; legalName: string; admin: TenantUser };
  /** The buyer in the vendor's partner network, whom the survey's POs name (the demo's Maple Leaf). */
  buyer: { id: string; legalName: string; admin: TenantUser; account: string };
};

/**
 * A vendor on-boarding like the demo's vendor.onboard@lanehub.demo (vendor-survey.demo.ts): a Vendor
 * company whose survey is not completed, its administrator Mei Takahashi, and a buyer (a shipper with
 * its administrator Claire Tremblay and account MLH-1001) that the vendor has added to its partner
 * network, so the POs of its survey can name that buyer.
 */
export const createVendorOnboarding = async (request: APIRequestContext): Promise<VendorOnboardingTenant> => {
  const id = uniqueSuffix();
  const root = await apiAs(request, ROOT.email, ROOT.password);
  const buyerName = `Maple Leaf Home Goods ${id}`;
  const buyerEmail = `claire.${id}@maple-leaf.test`;
  const buyerId = await createCompany(root, {
    legalName: buyerName,
    companyTypes: ['Shipper'],
    accountNumber: 'MLH-1001',
    mode: 'integrated_shipping',
    admin: { firstName: 'Claire', lastName: 'Tremblay', email: buyerEmail },
  });
  const vendorName = `Fraser Valley Outfitters ${id}`;
  const vendorEmail = `mei.${id}@fraser-valley.test`;
  const vendorId = await createCompany(root, {
    legalName: vendorName,
    companyTypes: ['Vendor'],
    accountNumber: 'FVO-7101',
    mode: 'road',
    admin: { firstName: 'Mei', lastName: 'Takahashi', email: vendorEmail },
  });
  const vendor = await apiAs(request, vendorEmail, TENANT_PASSWORD);
  await vendor('post', '/api/lanehub-core/partners', { partnerCompanyId: buyerId });
  const buyer = await apiAs(request, buyerEmail, TENANT_PASSWORD);
  return {
    vendor: {
      id: vendorId,
      legalName: vendorName,
      admin: { id: await ownId(vendor), email: vendorEmail, password: TENANT_PASSWORD, name: 'Mei Takahashi' },
    },
    buyer: {
      id: buyerId,
      legalName: buyerName,
      admin: { id: await ownId(buyer), email: buyerEmail, password: TENANT_PASSWORD, name: 'Claire Tremblay' },
      account: 'MLH-1001',
    },
  };
};

/**
 * Runs `create` with an API context of its own on the project's server, for a `beforeAll` of a serial
 * file whose steps share one tenant (a test's `request` fixture is not available there).
 */
export const createForFile = async <T>(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  create: (request: APIRequestContext) => Promise<T>,
): Promise<T> => {
  const request = await playwright.request.newContext({ baseURL });
  try {
    return await create(request);
  } finally {
    await request.dispose();
  }
};

/**
 * The journeys' `test`, with a tenant of each kind created for the test that asks for it (and only
 * then), on the project's server.
 */
export const test = base.extend<{
  shipper: ShipperTenant;
  instructionShipper: ShipperTenant;
  carrier: CarrierTenant;
  vendorOnboarding: VendorOnboardingTenant;
}>({
  shipper: async ({ playwright, baseURL }, use) => {
    await use(await createForFile(playwright, baseURL, createShipper));
  },
  instructionShipper: async ({ playwright, baseURL }, use) => {
    await use(await createForFile(playwright, baseURL, createInstructionShipper));
  },
  carrier: async ({ playwright, baseURL }, use) => {
    await use(await createForFile(playwright, baseURL, createCarrier));
  },
  vendorOnboarding: async ({ playwright, baseURL }, use) => {
    await use(await createForFile(playwright, baseURL, createVendorOnboarding));
  },
});

export { expect };
