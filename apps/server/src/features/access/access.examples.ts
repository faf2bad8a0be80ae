import type { TAttachUser, TPolicyInput, TRoleInput, TUserPermissions } from '@lanehub/shared';

// Example bodies of the access-management routes (the generated cross-tenant test sends them; ':id'
// slots are filled with the other company's ids).

export const ROLE_EXAMPLE: TRoleInput = {
  name: 'Dispatcher',
  description: 'Plans road moves and follows shipments',
  features: ['order', 'roadMgt'],
};

export const POLICY_EXAMPLE: TPolicyInput = {
  name: 'Asset managers',
  description: 'Sees and edits the equipment',
  permissions: ['asset.*'],
};

export const ATTACH_USER_EXAMPLE = { userId: ':id', accountId: null } as unknown as TAttachUser;

export const USER_PERMISSIONS_EXAMPLE = { userId: ':id', permissions: [] } as unknown as TUserPermissions;
