import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SEEDS } from '../../demo-seeds';
import { call, createTestApp, login, type TestContext } from '../../test/test-app';
import { DEMO_PASSWORD } from '../demo/demo.data';
import { seedDemo } from '../demo/demo.seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database.db, DEMO_SEEDS);
});
afterAll(async () => ctx?.close());

describe('demo HR hierarchy', () => {
  it('gives the demo shipper departments, codes and a hierarchy, and leaves a user to assign', async () => {
    const { accessToken } = await login(ctx.app, 'shipper.admin@lanehub.demo', DEMO_PASSWORD);
    const get = (url: string) => call(ctx.app, accessToken, { method: 'GET', url: `/api/hr-hierarchy${url}` });
    const departments = (await get('/department')).json().data;
    expect(departments.map((d: { name: string }) => d.name)).toEqual(['Finance', 'Logistics', 'Operations']);
    expect(departments[1].parent_name).toBe('Operations');
    const tree = (await get('/user-hierarchy/tree')).json().data;
    expect(tree).toMatchObject([
      { user_name: 'Claire Tremblay', department_name: 'Operations', role_name: 'Director' },
    ]);
    const costCenters = (await get('/codes?code_type=cost_center')).json().data;
    expect(costCenters.map((c: { code: string }) => c.code)).toEqual(['CC-LOG', 'CC-OPS']);
    const users = (await get('/users')).json().data;
    expect(users.find((u: { email: string }) => u.email === 'shipper.ops@lanehub.demo').in_hierarchy).toBe(false);
  });
});
