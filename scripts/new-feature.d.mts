// Types of scripts/new-feature.mjs for the TypeScript code that imports it (new-feature.test.ts).

/** A feature's name in the forms the skeleton uses ('rate-cards' → rateCards, RateCards, rate_cards …). */
export type FeatureNames = {
  name: string;
  camel: string;
  pascal: string;
  snake: string;
  words: string;
  title: string;
};

/** The names of a feature; throws when `name` is not lower-case words joined by dashes. */
export declare const namesOf: (name: string) => FeatureNames;

/** The skeleton's files: repository path → content. */
export declare const skeletonOf: (names: FeatureNames) => Record<string, string>;

/**
 * Writes the skeleton under `root` (the repository by default), collects the manifests, formats the
 * files and, with `migration`, generates the table's migration. Returns the paths written; throws when
 * one exists already.
 */
export declare const writeFeature: (name: string, options?: { root?: string; migration?: boolean }) => string[];

/** A reference list's one file: repository path → content. */
export declare const referenceListOf: (names: FeatureNames) => Record<string, string>;

/**
 * Writes a reference list's declaration under `root`, then generates its table, registry entry and
 * texts (and, with `migration`, its migration). Returns the paths written.
 */
export declare const writeReferenceList: (name: string, options?: { root?: string; migration?: boolean }) => string[];
