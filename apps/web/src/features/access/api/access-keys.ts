import type { TPolicyListQuery, TRoleListQuery } from '@lanehub/shared/features/access/access.contract';

export const ACCESS_API = {
  roles: '/uaa/roles',
  policies: '/uaa/policies',
  userPermissions: '/uaa/user-permissions',
  users: '/lanehub-core/users',
} as const;

export const accessKeys = {
  roles: ['access', 'roles'] as const,
  roleList: (params: TRoleListQuery) => ['access', 'roles', params] as const,
  policies: ['access', 'policies'] as const,
  policyList: (params: TPolicyListQuery) => ['access', 'policies', params] as const,
  userPermissions: (userId: string) => ['access', 'user-permissions', userId] as const,
  userOptions: ['access', 'user-options'] as const,
};
