export { type AcsSettings, defaultAcsSettings, runAcs } from './acs';
export * from './instance';
export * from './models';
export * from './readers';
export { runSgvrp, type SearchOptions, type SearchOutcome } from './sgvrp';
