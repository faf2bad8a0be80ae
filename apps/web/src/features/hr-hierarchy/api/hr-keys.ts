// Query keys of the feature: one invalidation of `all` refreshes every list, the tree and the pickers.
export const hrKeys = {
  all: ['hr-hierarchy'] as const,
  departments: ['hr-hierarchy', 'departments'] as const,
  users: ['hr-hierarchy', 'users'] as const,
  hierarchy: (departmentId: string | null) => ['hr-hierarchy', 'user-hierarchy', departmentId ?? 'all'] as const,
  tree: (departmentId: string | null) => ['hr-hierarchy', 'tree', departmentId ?? 'all'] as const,
  roles: ['hr-hierarchy', 'user-role'] as const,
  codes: (codeType: string) => ['hr-hierarchy', 'codes', codeType] as const,
};

export const HR_API = '/hr-hierarchy';
