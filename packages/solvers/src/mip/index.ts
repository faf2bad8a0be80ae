// The LP/MIP models of the AI area (issue 18) on HiGHS, with their demo instance generators.
export { blockModel, generateBlockInstance } from './block';
export { cmoveModel, generateCmoveInstance } from './cmove';
export { craneCrewModel, generateCraneCrewInstance } from './crane-crew';
export { configureHighs, highsWasmPath, loadHighs } from './highs';
export { generateMultiPeriodInstance, multiPeriodModel } from './multi-period';
export { generateTransloadingInstance, transloadingModel } from './transloading';

import { blockModel, generateBlockInstance } from './block';
import { cmoveModel, generateCmoveInstance } from './cmove';
import { craneCrewModel, generateCraneCrewInstance } from './crane-crew';
import { generateMultiPeriodInstance, multiPeriodModel } from './multi-period';
import { generateTransloadingInstance, transloadingModel } from './transloading';

/** Each model with a seeded demo instance, for the session screen's "demo data" and the benchmarks. */
export const mipModels = {
  block: { model: blockModel, demo: (seed = 1) => generateBlockInstance({ seed }) },
  cmove: { model: cmoveModel, demo: (seed = 1) => generateCmoveInstance({ seed, orders: 20 }) },
  transloading: {
    model: transloadingModel,
    demo: (seed = 1) => generateTransloadingInstance({ seed, containers: 30 }),
  },
  'crane-crew': { model: craneCrewModel, demo: (seed = 1) => generateCraneCrewInstance({ seed }) },
  'multi-period': { model: multiPeriodModel, demo: (seed = 1) => generateMultiPeriodInstance({ seed, weeks: 12 }) },
} as const;
