// Types of scripts/collect-manifests.mjs for the TypeScript code that imports it (features.generated.test.ts).

/** The source of packages/shared/src/resources/registry.generated.ts for the repository at `rootDir`. */
export declare const resourceRegistrySource: (rootDir?: string) => string;

/** The source of apps/server/src/features.generated.ts for the repository at `rootDir`. */
export declare const serverFeaturesSource: (rootDir?: string) => string;

/** Each generated file: its repository path and the function that writes its source. */
export declare const GENERATED: ReadonlyArray<{ path: string; source: (rootDir?: string) => string }>;
