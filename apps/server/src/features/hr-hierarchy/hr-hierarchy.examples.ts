import type { HrAction, THrActionPayload, TUserRoleInput } from '@lanehub/shared';

// The routes' example bodies: they document the API and the generated cross-tenant test sends them.
// ':id' slots name an existing record; the test fills them with another company's ids.

export const EXAMPLE_USER_ROLE: TUserRoleInput = {
  role_name: 'Coordinator',
  description: 'Day-to-day follow-up',
  level: 4,
};

export const HR_ACTION_EXAMPLES: { [A in HrAction]: THrActionPayload<A> } = {
  'create-department': { name: 'Customs Brokerage', code: 'CUS', description: 'Entries and clearances' },
  'update-department': { id: ':id', name: 'Customs and Compliance', code: 'CUS', parent_id: null },
  'delete-department': { id: ':id' },
  'assign-user': { user_id: ':id', manager_user_id: null, department_id: null, user_role_id: null },
  'remove-user': { user_id: ':id' },
  'create-role': { role_name: 'Dispatcher', level: 3 },
  'update-role': { id: ':id', role_name: 'Senior Dispatcher', level: 3 },
  'delete-role': { id: ':id' },
  'create-code': { code_type: 'cost_center', code: 'CC-100', name: 'Ocean freight', description: 'Ocean import costs' },
  'update-code': { id: ':id', code_type: 'cost_center', code: 'CC-100', name: 'Ocean freight and drayage' },
  'delete-code': { id: ':id' },
};
