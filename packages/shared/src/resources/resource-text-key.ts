// Where a resource's texts live in the web catalogues: `textKey`, or `resources.<name>`. Without zod
// (not in define-resource.ts): the web app's feature manifests use it, and the first screen loads them.
export const resourceTextKey = (resource: { name: string; textKey?: string | undefined }) =>
  resource.textKey ?? `resources.${resource.name}`;
