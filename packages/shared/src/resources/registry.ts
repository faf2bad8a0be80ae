import { GENERATED_RESOURCES } from './registry.generated';

// Every simple resource, once. The server and the web iterate this list. It is collected from the
// `*.resource.ts` files by scripts/collect-manifests.mjs (a new resource edits no list).
export const RESOURCES = GENERATED_RESOURCES;
export type ResourceName = (typeof RESOURCES)[number]['name'];

export const resourceByName = (name: string) => RESOURCES.find((r) => r.name === name);
