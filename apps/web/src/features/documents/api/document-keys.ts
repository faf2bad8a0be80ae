// Query keys of the documents feature: every documents list under one prefix, logos per company.
export const documentKeys = {
  all: ['documents'] as const,
  list: (params: { skip: number; limit: number }) => ['documents', 'list', params] as const,
  logo: (companyId: string) => ['company-logo', companyId] as const,
};
