import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localContext } from '../model';
import { highsWasmPath, mapHighsStatus, solveWithHighs } from './highs';
import { LpModel } from './lp';
import { generateTransloadingInstance, transloadingModel } from './transloading';

const knapsack = () => {
  const m = new LpModel();
  const x = m.addVar('x', { kind: 'integer', ub: 10 });
  const y = m.addVar('y', { kind: 'binary' });
  const z = m.addVar('z', { lb: 0, ub: 2.5 });
  m.addConstraint(
    [
      [3, x],
      [5, y],
      [1, z],
    ],
    '<=',
    16,
  );
  m.maximize(
    [
      [4, x],
      [7, y],
      [1, z],
    ],
    100,
  );
  return { m, x, y, z };
};

describe('HiGHS layer', () => {
  it('finds the wasm file through the resolver', () => {
    expect(highsWasmPath()).toMatch(/highs\.wasm$/);
    expect(existsSync(highsWasmPath())).toBe(true);
  });

  it('writes CPLEX LP text with bounds, generals and binaries', () => {
    const text = knapsack().m.toLpFormat();
    expect(text).toContain('Maximize');
    expect(text).toContain(' + 3 x0 + 5 x1 + 1 x2');
    expect(text).toContain(' 0 <= x2 <= 2.5');
    expect(text).toMatch(/General\n x0\nBinary\n x1\nEnd$/);
  });

  it('solves a small MIP to its known optimum, constant included', async () => {
    const { m, x, y, z } = knapsack();
    const solution = await solveWithHighs(m, { timeLimitSeconds: 10, mipRelGap: 0 });
    // x = 3, y = 1 uses 14; z = 2 fills the rest: 12 + 7 + 2 = 21, plus the constant 100.
    expect(solution.status).toBe('optimal');
    expect(solution.objective).toBeCloseTo(121, 6);
    expect([solution.values[x.index], solution.values[y.index], solution.values[z.index]]).toEqual([3, 1, 2]);
  });

  it('reports an infeasible model as infeasible', async () => {
    const m = new LpModel();
    const x = m.addVar('x', { kind: 'integer', ub: 3 });
    m.addConstraint([[1, x]], '>=', 4);
    m.minimize([[1, x]]);
    const solution = await solveWithHighs(m, { timeLimitSeconds: 10 });
    expect(solution.status).toBe('infeasible');
    expect(solution.objective).toBeNull();
  });

  it('maps a time limit with an incumbent to feasible, without one to stopped', () => {
    expect(mapHighsStatus(7, true)).toBe('optimal');
    expect(mapHighsStatus(13, true)).toBe('feasible');
    expect(mapHighsStatus(13, false)).toBe('stopped');
    expect(mapHighsStatus(17, true)).toBe('stopped');
    expect(mapHighsStatus(4, false)).toBe('error');
  });

  it('stops inside the solve when the stop flag is raised', async () => {
    const input = generateTransloadingInstance({ seed: 7, containers: 60, facilities: 6, destinations: 5, ports: 3 });
    const params = transloadingModel.paramsSchema.parse({ mipRelGap: 0 });
    let checks = 0;
    const ctx = { ...localContext(), shouldStop: () => checks++ > 2 };
    const result = await transloadingModel.solve(input, params, ctx);
    expect(result.status).toBe('stopped');
    expect(result.kpis.find((k) => k.key === 'solverStatus')?.value).toBe('Interrupted');
  });
});
