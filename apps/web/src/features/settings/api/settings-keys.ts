import type { TUserListQuery } from '@lanehub/shared/features/settings/settings.contract';

export const SETTINGS_API = {
  profile: '/lanehub-core/profile',
  avatar: '/lanehub-core/profile/avatar',
  users: '/lanehub-core/users',
} as const;

// Query keys under one root per resource, so one invalidation refreshes lists and records.
export const settingsKeys = {
  profile: ['settings', 'profile'] as const,
  avatar: (url: string) => ['settings', 'avatar', url] as const,
  users: ['settings', 'users'] as const,
  userList: (params: TUserListQuery) => ['settings', 'users', 'list', params] as const,
  user: (id: string) => ['settings', 'users', 'record', id] as const,
};
