import { describe, expect, it } from 'vitest';
import { localContext } from './model';
import { demoParamsSchema, MODEL_REGISTRY, modelEntry, paramFields } from './registry';

// Every model of the catalogue runs on its seeded demo instance, and its parameter form matches its schema.

describe('model registry', () => {
  it('lists the spec’s eight models, each with the demo source', () => {
    expect(Object.keys(MODEL_REGISTRY).sort()).toEqual(
      ['acs', 'block', 'cmove', 'crane-crew', 'multi-period', 'sarima', 'sgvrp', 'transloading'].sort(),
    );
    for (const entry of Object.values(MODEL_REGISTRY)) {
      expect(entry.inputKinds, entry.id).toContain('demo');
      expect(entry.model.id, entry.id).toBe(entry.id);
    }
    expect(modelEntry('toString')).toBeUndefined();
  });

  it('builds the same demo instance from the same seed, another from another seed', () => {
    const sgvrp = modelEntry('sgvrp');
    expect(sgvrp?.demo.build(4, 10)).toEqual(sgvrp?.demo.build(4, 10));
    expect(sgvrp?.demo.build(4, 10)).not.toEqual(sgvrp?.demo.build(5, 10));
    expect(demoParamsSchema(sgvrp?.demo ?? { build: () => null }).safeParse({ size: 500 }).success).toBe(false);
  });

  it('derives the parameter form from the schema: types, defaults, bounds, optional', () => {
    const fields = paramFields(MODEL_REGISTRY.sgvrp as never);
    expect(fields).toEqual([
      { name: 'timeLimitSeconds', type: 'number', default: 10, optional: false, min: 0, max: 3600 },
      { name: 'seed', type: 'integer', default: 1, optional: false, min: 0 },
      { name: 'maxIterations', type: 'integer', default: null, optional: true, min: 0 },
    ]);
    const sarima = paramFields(MODEL_REGISTRY.sarima as never);
    expect(sarima.find((f) => f.name === 'auto')).toMatchObject({ type: 'boolean', default: false });
    expect(sarima.find((f) => f.name === 's')).toMatchObject({ type: 'integer', optional: true });
  });

  for (const entry of Object.values(MODEL_REGISTRY)) {
    it(`runs ${entry.id} on its demo instance`, async () => {
      const size = entry.demo.size?.min;
      const input = entry.model.inputSchema.parse(
        entry.demo.build(2, size === undefined ? undefined : Math.max(size, 10)),
      );
      const params = entry.model.paramsSchema.parse(
        entry.id === 'sgvrp' || entry.id === 'acs' ? { timeLimitSeconds: 0.5 } : {},
      );
      const result = await entry.model.solve(input, params, localContext({ timeLimitMs: 20_000 }));
      expect(['optimal', 'feasible'], entry.id).toContain(result.status);
      expect(result.objective).toEqual(expect.any(Number));
      expect(result.tables.length + (result.series?.length ?? 0)).toBeGreaterThan(0);
    }, 60_000);
  }
});
