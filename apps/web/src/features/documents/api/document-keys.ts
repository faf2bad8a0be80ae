// Query keys of the documents feature: every documents list under one prefix.
export const documentKeys = {
  all: ['documents'] as const,
  list: (params: { skip: number; limit: number }) => ['documents', 'list', params] as const,
};
