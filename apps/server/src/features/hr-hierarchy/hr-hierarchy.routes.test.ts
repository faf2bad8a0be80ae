import { COMPANY_TYPES, INDUSTRY_CATEGORIES } from '@lanehub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, userHierarchy, users } from '../../db/schema';
import {
  addUser,
  call,
  createTenant,
  createTestApp,
  grant,
  login,
  type TestContext,
  type TestUser,
} from '../../test/test-app';

let ctx: TestContext;
let alpha: TestUser;
let bravo: TestUser;
let alphaToken: string;
let bravoToken: string;
let viewerToken: string;
const people: Record<'claire' | 'omar' | 'sofia' | 'ethan', string> = { claire: '', omar: '', sofia: '', ethan: '' };

const API = '/api/hr-hierarchy';
const ALL = ['mynetwork.view', 'mynetwork.edit'];

const person = async (companyId: string, email: string, firstName: string, lastName: string) => {
  const user = await addUser(ctx.database.db, { companyId, email, role: 'user' });
  await ctx.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
  return user.id;
};

const act = (token: string, action: string, payload: object) =>
  call(ctx.app, token, { method: 'POST', url: `${API}/${action}`, payload });

const get = (token: string, url: string) => call(ctx.app, token, { method: 'GET', url: `${API}${url}` });

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  alpha = await createTenant(db, { name: 'Alpha Home Goods', permissions: ALL });
  bravo = await createTenant(db, { name: 'Bravo Freight', permissions: ALL });
  const viewer = await addUser(db, { companyId: alpha.companyId, email: 'viewer@alpha.test', role: 'user' });
  await grant(db, { companyId: alpha.companyId as string, userId: viewer.id, permissions: ['mynetwork.view'] });
  const companyId = alpha.companyId as string;
  people.claire = await person(companyId, 'claire@alpha.test', 'Claire', 'Tremblay');
  people.omar = await person(companyId, 'omar@alpha.test', 'Omar', 'Haddad');
  people.sofia = await person(companyId, 'sofia@alpha.test', 'Sofia', 'Martins');
  people.ethan = await person(companyId, 'ethan@alpha.test', 'Ethan', 'Roy');
  alphaToken = (await login(ctx.app, alpha.email)).accessToken;
  bravoToken = (await login(ctx.app, bravo.email)).accessToken;
  viewerToken = (await login(ctx.app, 'viewer@alpha.test')).accessToken;
});
afterAll(async () => ctx?.close());

// The change log of one record: its event types, oldest first.
const eventTypes = async (aggregateId: string) =>
  (
    await ctx.database.db
      .select({ type: domainEvents.type, companyId: domainEvents.companyId })
      .from(domainEvents)
      .where(eq(domainEvents.aggregateId, aggregateId))
      .orderBy(domainEvents.sequence)
  ).map((event) => `${event.companyId === alpha.companyId ? '' : 'OTHER COMPANY '}${event.type}`);

describe('change log', () => {
  it('records every HR write in the company log: departments, roles, codes, placements', async () => {
    const dept = (await act(alphaToken, 'create-department', { name: 'Audit trail' })).json().data.id as string;
    await act(alphaToken, 'update-department', { id: dept, name: 'Audit trail', code: 'AUD' });
    await act(alphaToken, 'delete-department', { id: dept });
    expect(await eventTypes(dept)).toEqual(['department.created', 'department.updated', 'department.deleted']);

    const role = (await act(alphaToken, 'create-role', { role_name: 'Auditor' })).json().data.id as string;
    await act(alphaToken, 'update-role', { id: role, role_name: 'Senior auditor' });
    await act(alphaToken, 'delete-role', { id: role });
    expect(await eventTypes(role)).toEqual(['hr-role.created', 'hr-role.updated', 'hr-role.deleted']);

    const code = (
      await act(alphaToken, 'create-code', { code_type: 'cost_center', code: 'AUD-1', name: 'Audit' })
    ).json();
    expect(code.data?.id, JSON.stringify(code)).toBeTruthy();
    await act(alphaToken, 'delete-code', { id: code.data.id });
    expect(await eventTypes(code.data.id)).toEqual(['hr-code.created', 'hr-code.deleted']);

    // A refused write logs nothing.
    const before = await eventTypes(people.ethan);
    expect(
      (await act(alphaToken, 'assign-user', { user_id: people.ethan, manager_user_id: people.ethan })).statusCode,
    ).toBe(400);
    expect(await eventTypes(people.ethan)).toEqual(before);
  });
});

describe('departments', () => {
  let operations: string;

  it('creates, lists, changes and deletes departments with the message of each action', async () => {
    const created = await act(alphaToken, 'create-department', { name: 'Operations', code: 'OPS' });
    expect(created.statusCode).toBe(201);
    expect(created.json().meta.message).toBe('Department Operations has been created');
    operations = created.json().data.id;

    const logistics = await act(alphaToken, 'create-department', { name: 'Logistics', parent_id: operations });
    expect(logistics.json()).toMatchObject({
      data: { name: 'Logistics', parent_id: operations, parent_name: 'Operations', member_count: 0 },
      meta: { message: 'Department Logistics has been created' },
    });
    const logisticsId = logistics.json().data.id;

    const updated = await act(alphaToken, 'update-department', {
      id: logisticsId,
      name: 'Logistics and Transport',
      code: 'LOG',
      parent_id: operations,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().meta.message).toBe('Department Logistics and Transport has been updated');

    const list = await get(alphaToken, `/department?company_id=${alpha.companyId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((d: { name: string }) => d.name)).toEqual(['Logistics and Transport', 'Operations']);

    const finance = (await act(alphaToken, 'create-department', { name: 'Finance' })).json().data.id;
    const deleted = await act(alphaToken, 'delete-department', { id: finance });
    expect(deleted.json().meta.message).toBe('Department Finance has been deleted');
    expect((await get(alphaToken, '/department')).json().meta.total).toBe(2);
  });

  it('puts a duplicate name and a department inside itself on the field', async () => {
    const duplicate = await act(alphaToken, 'create-department', { name: 'operations' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors).toEqual({ name: 'A department named operations already exists' });

    const child = (await get(alphaToken, '/department'))
      .json()
      .data.find((d: { name: string }) => d.name !== 'Operations');
    const loop = await act(alphaToken, 'update-department', {
      id: operations,
      name: 'Operations',
      parent_id: child.id,
    });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().fieldErrors.parent_id).toBe(
      'Logistics and Transport is inside Operations, so it cannot contain it',
    );

    const self = await act(alphaToken, 'update-department', {
      id: operations,
      name: 'Operations',
      parent_id: operations,
    });
    expect(self.json().fieldErrors.parent_id).toBe('A department cannot be inside itself');

    const empty = await act(alphaToken, 'create-department', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.name).toBe('This field is required');
  });

  it('never shows or changes another company’s departments', async () => {
    const other = await get(bravoToken, `/department?company_id=${alpha.companyId}`);
    expect(other.statusCode).toBe(403);
    const own = await get(bravoToken, '/department');
    expect(own.json().data).toEqual([]);
    const change = await act(bravoToken, 'update-department', { id: operations, name: 'Taken over' });
    expect(change.statusCode).toBe(404);
    const remove = await act(bravoToken, 'delete-department', { id: operations });
    expect(remove.statusCode).toBe(404);
    expect((await get(alphaToken, '/department')).json().data.map((d: { name: string }) => d.name)).toContain(
      'Operations',
    );
  });
});

describe('HR roles', () => {
  it('creates a role with POST user-role (data.role_name) and through the actions', async () => {
    const created = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${API}/user-role`,
      payload: { role_name: 'Director', level: 1 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.role_name).toBe('Director');
    expect(created.json().meta.message).toBe('HR role Director has been created');

    const coordinator = await act(alphaToken, 'create-role', { role_name: 'Coordinator', level: 4 });
    expect(coordinator.json().meta.message).toBe('HR role Coordinator has been created');
    const renamed = await act(alphaToken, 'update-role', {
      id: coordinator.json().data.id,
      role_name: 'Senior Coordinator',
      level: 3,
    });
    expect(renamed.json().meta.message).toBe('HR role Senior Coordinator has been updated');
    const temp = await act(alphaToken, 'create-role', { role_name: 'Intern' });
    const deleted = await act(alphaToken, 'delete-role', { id: temp.json().data.id });
    expect(deleted.json().meta.message).toBe('HR role Intern has been deleted');

    const duplicate = await act(alphaToken, 'create-role', { role_name: 'director' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors.role_name).toBe('An HR role named director already exists');

    const roles = (await get(alphaToken, '/user-role')).json().data;
    expect(roles.map((r: { role_name: string }) => r.role_name)).toEqual(['Director', 'Senior Coordinator']);
    expect((await get(bravoToken, '/user-role')).json().data).toEqual([]);
  });
});

describe('user hierarchy', () => {
  let operations: string;
  let director: string;

  beforeAll(async () => {
    const departments = (await get(alphaToken, '/department')).json().data as Array<{ id: string; name: string }>;
    operations = departments.find((d) => d.name === 'Operations')?.id as string;
    const roles = (await get(alphaToken, '/user-role')).json().data as Array<{ id: string; role_name: string }>;
    director = roles.find((r) => r.role_name === 'Director')?.id as string;
  });

  it('assigns a user under a manager, who joins the hierarchy at the top', async () => {
    const res = await act(alphaToken, 'assign-user', {
      user_id: people.omar,
      manager_user_id: people.claire,
      department_id: operations,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { user_name: 'Omar Haddad', manager_name: 'Claire Tremblay', department_name: 'Operations' },
      meta: { message: 'User Omar Haddad has been assigned' },
    });
    const again = await act(alphaToken, 'assign-user', {
      user_id: people.claire,
      department_id: operations,
      user_role_id: director,
    });
    expect(again.json().data).toMatchObject({ manager_user_id: null, role_name: 'Director' });
    await act(alphaToken, 'assign-user', { user_id: people.sofia, manager_user_id: people.omar });
    await act(alphaToken, 'assign-user', { user_id: people.ethan, manager_user_id: people.claire, department_id: '' });

    const rows = (await get(alphaToken, '/user-hierarchy')).json();
    expect(rows.meta.total).toBe(4);
    expect(rows.data.map((r: { email: string }) => r.email)).toEqual([
      'claire@alpha.test',
      'ethan@alpha.test',
      'omar@alpha.test',
      'sofia@alpha.test',
    ]);
    const inOperations = (await get(alphaToken, `/user-hierarchy?department_id=${operations}`)).json().data;
    expect(inOperations.map((r: { user_name: string }) => r.user_name)).toEqual(['Claire Tremblay', 'Omar Haddad']);
  });

  it('refuses to make a user their own manager, directly or through others', async () => {
    const self = await act(alphaToken, 'assign-user', { user_id: people.claire, manager_user_id: people.claire });
    expect(self.statusCode).toBe(400);
    expect(self.json().fieldErrors).toEqual({ manager_user_id: 'A user cannot be their own manager' });

    // Sofia reports to Omar, who reports to Claire: Claire cannot report to Sofia.
    const loop = await act(alphaToken, 'assign-user', { user_id: people.claire, manager_user_id: people.sofia });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().fieldErrors.manager_user_id).toBe(
      'Sofia Martins already reports to Claire Tremblay, so Claire Tremblay cannot report to Sofia Martins',
    );
    const row = (await get(alphaToken, '/user-hierarchy'))
      .json()
      .data.find((r: { user_id: string }) => r.user_id === people.claire);
    expect(row.manager_user_id).toBeNull();
  });

  it('answers the tree, nested manager → reports, and by department', async () => {
    const tree = (await get(alphaToken, '/user-hierarchy/tree')).json().data;
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ user_name: 'Claire Tremblay', role_name: 'Director' });
    expect(tree[0].reports.map((n: { user_name: string }) => n.user_name)).toEqual(['Ethan Roy', 'Omar Haddad']);
    const omar = tree[0].reports[1];
    expect(omar.reports.map((n: { user_name: string }) => n.user_name)).toEqual(['Sofia Martins']);
    expect(omar.reports[0].reports).toEqual([]);

    const department = (await get(alphaToken, `/user-hierarchy/tree?department_id=${operations}`)).json().data;
    expect(department).toHaveLength(1);
    expect(department[0].reports.map((n: { user_name: string }) => n.user_name)).toEqual(['Omar Haddad']);
    expect(department[0].reports[0].reports).toEqual([]);
  });

  it('keeps each company to its own users, departments and roles', async () => {
    const otherUser = await act(bravoToken, 'assign-user', { user_id: people.omar });
    expect(otherUser.statusCode).toBe(400);
    expect(otherUser.json().fieldErrors).toEqual({ user_id: 'The user was not found' });
    const otherManager = await act(bravoToken, 'assign-user', { user_id: bravo.id, manager_user_id: people.claire });
    expect(otherManager.json().fieldErrors).toEqual({ manager_user_id: 'The manager was not found' });
    const otherDepartment = await act(bravoToken, 'assign-user', { user_id: bravo.id, department_id: operations });
    expect(otherDepartment.json().fieldErrors).toEqual({ department_id: 'The department was not found' });
    const otherRole = await act(bravoToken, 'assign-user', { user_id: bravo.id, user_role_id: director });
    expect(otherRole.json().fieldErrors).toEqual({ user_role_id: 'The HR role was not found' });

    expect((await get(bravoToken, '/user-hierarchy')).json().data).toEqual([]);
    expect((await get(bravoToken, '/user-hierarchy/tree')).json().data).toEqual([]);
    expect((await get(bravoToken, `/user-hierarchy/tree?department_id=${operations}`)).statusCode).toBe(404);
    const users = (await get(bravoToken, '/users')).json().data;
    expect(users.map((u: { email: string }) => u.email)).toEqual([bravo.email]);
    const removed = await act(bravoToken, 'remove-user', { user_id: people.omar });
    expect(removed.statusCode).toBe(404);
    const rows = await ctx.database.db
      .select()
      .from(userHierarchy)
      .where(eq(userHierarchy.companyId, alpha.companyId as string));
    expect(rows).toHaveLength(4);
  });

  it('removes a user: their reports move up to their manager', async () => {
    const res = await act(alphaToken, 'remove-user', { user_id: people.omar });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.message).toBe('User Omar Haddad has been removed from the hierarchy');
    const tree = (await get(alphaToken, '/user-hierarchy/tree')).json().data;
    expect(tree[0].reports.map((n: { user_name: string }) => n.user_name)).toEqual(['Ethan Roy', 'Sofia Martins']);
    const again = await act(alphaToken, 'remove-user', { user_id: people.omar });
    expect(again.json().fieldErrors).toEqual({ user_id: 'Omar Haddad is not in the hierarchy' });
    // The assignment and the removal are in Omar's change log; the refused second removal is not.
    expect(await eventTypes(people.omar)).toEqual(['user.hierarchy-assigned', 'user.hierarchy-removed']);
    const picker = (await get(alphaToken, '/users')).json().data;
    expect(picker.find((u: { id: string }) => u.id === people.omar)).toMatchObject({
      name: 'Omar Haddad',
      in_hierarchy: false,
    });
  });
});

describe('codes', () => {
  it('creates, filters by code_type, changes and deletes codes', async () => {
    const cost = await act(alphaToken, 'create-code', {
      code_type: 'cost_center',
      code: 'CC-100',
      name: 'Ocean freight',
    });
    expect(cost.statusCode).toBe(201);
    expect(cost.json().meta.message).toBe('Code CC-100 has been created');
    await act(alphaToken, 'create-code', { code_type: 'cost_center', code: 'CC-200', name: 'Drayage' });
    await act(alphaToken, 'create-code', { code_type: 'profit_center', code: 'PC-10', name: 'Retail' });

    const costCenters = (await get(alphaToken, '/codes?code_type=cost_center')).json().data;
    expect(costCenters.map((c: { code: string }) => c.code)).toEqual(['CC-100', 'CC-200']);
    expect(costCenters.every((c: { code_type: string }) => c.code_type === 'cost_center')).toBe(true);
    expect((await get(alphaToken, '/codes?code_type=profit_center')).json().data).toHaveLength(1);
    expect((await get(alphaToken, '/codes?code_type=revenue_center')).json().data).toEqual([]);
    expect((await get(alphaToken, '/codes')).json().meta.total).toBe(3);
    const bad = await get(alphaToken, '/codes?code_type=salary_center');
    expect(bad.statusCode).toBe(400);

    const duplicate = await act(alphaToken, 'create-code', { code_type: 'cost_center', code: 'cc-100', name: 'Again' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors.code).toBe('A cost center with code cc-100 already exists');
    // The same code under another type is another code.
    const other = await act(alphaToken, 'create-code', { code_type: 'revenue_center', code: 'CC-100', name: 'Ocean' });
    expect(other.statusCode).toBe(201);

    const updated = await act(alphaToken, 'update-code', {
      id: cost.json().data.id,
      code_type: 'cost_center',
      code: 'CC-110',
      name: 'Ocean freight and drayage',
    });
    expect(updated.json().meta.message).toBe('Code CC-110 has been updated');
    const deleted = await act(alphaToken, 'delete-code', { id: cost.json().data.id });
    expect(deleted.json().meta.message).toBe('Code CC-110 has been deleted');

    expect((await get(bravoToken, '/codes?code_type=cost_center')).json().data).toEqual([]);
    const stolen = await act(bravoToken, 'delete-code', { id: other.json().data.id });
    expect(stolen.statusCode).toBe(404);
  });

  it('checks the payload of each action with its own schema', async () => {
    const res = await act(alphaToken, 'create-code', { code_type: 'salary_center', code: 'a b', name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      code_type: 'Choose a code type',
      code: 'Use letters, digits, dots, dashes and underscores only',
      name: 'This field is required',
    });
  });
});

describe('actions and access', () => {
  it('refuses an unknown action', async () => {
    const res = await act(alphaToken, 'promote-everyone', { user_id: people.claire });
    expect(res.statusCode).toBe(404);
  });

  it('lets a user with mynetwork.view read but not change the hierarchy', async () => {
    expect((await get(viewerToken, '/user-hierarchy')).statusCode).toBe(200);
    expect((await get(viewerToken, '/codes')).statusCode).toBe(200);
    const write = await act(viewerToken, 'create-department', { name: 'Shadow IT' });
    expect(write.statusCode).toBe(403);
    const role = await call(ctx.app, viewerToken, {
      method: 'POST',
      url: `${API}/user-role`,
      payload: { role_name: 'Boss' },
    });
    expect(role.statusCode).toBe(403);
  });

  it('serves the industry categories and company types of the shared constants', async () => {
    const industries = (await get(viewerToken, '/industry-categories')).json().data;
    expect(industries).toHaveLength(INDUSTRY_CATEGORIES.length);
    expect(industries).toContainEqual({ id: '48-49', name: 'Transportation and Warehousing' });
    const types = (await get(viewerToken, '/company-type')).json().data;
    expect(types.map((t: { name: string }) => t.name)).toEqual([...COMPANY_TYPES]);
  });
});

describe('pages in SQL', () => {
  it('pages the departments by skip or by cursor, and answers every row without a limit', async () => {
    for (const name of ['Paging A', 'Paging B', 'Paging C', 'Paging D', 'Paging E']) {
      expect((await act(alphaToken, 'create-department', { name })).statusCode).toBe(201);
    }
    const all = (await get(alphaToken, '/department')).json();
    expect(all.meta).toEqual({ total: all.data.length });
    const names = all.data.map((d: { name: string }) => d.name);

    const first = (await get(alphaToken, '/department?limit=2')).json();
    expect(first.data.map((d: { name: string }) => d.name)).toEqual(names.slice(0, 2));
    expect(first.meta).toMatchObject({ total: names.length, totalExact: true, skip: 0, limit: 2 });
    const byOffset = (await get(alphaToken, '/department?limit=2&skip=2')).json();
    const byCursor = (await get(alphaToken, `/department?limit=2&cursor=${first.meta.nextCursor}`)).json();
    expect(byCursor.data).toEqual(byOffset.data);
    expect(byCursor.data.map((d: { name: string }) => d.name)).toEqual(names.slice(2, 4));

    // Walking by cursor reads every department once; another company's walk shows none of them.
    const seen: string[] = [];
    let cursor = '';
    do {
      const page = (await get(alphaToken, `/department?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json();
      seen.push(...page.data.map((d: { name: string }) => d.name));
      cursor = page.meta.nextCursor ?? '';
    } while (cursor);
    expect(seen).toEqual(names);
    const theirs = (await get(bravoToken, `/department?limit=2&cursor=${first.meta.nextCursor}`)).json();
    expect(theirs.data.some((d: { name: string }) => names.includes(d.name))).toBe(false);
    expect((await get(alphaToken, '/department?limit=2&cursor=abc')).statusCode).toBe(400);
  });

  it('pages the codes, the roles and the hierarchy too', async () => {
    for (const url of ['/codes', '/user-role', '/user-hierarchy']) {
      const all = (await get(alphaToken, url)).json().data as Array<{ id: string }>;
      const one = (await get(alphaToken, `${url}?limit=1&skip=1`)).json();
      expect(one.data, url).toEqual(all.slice(1, 2));
      expect(one.meta, url).toMatchObject({ total: all.length, skip: 1, limit: 1 });
    }
  });
});
