import type { TCompanyUserUpdate, TProfileUpdateInput } from '@lanehub/shared';

// Example bodies of the settings routes (the generated cross-tenant test sends them).

/** A 1×1 transparent PNG. */
export const SAMPLE_AVATAR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const exampleAvatarUpload = () => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(SAMPLE_AVATAR_PNG)], { type: 'image/png' }), 'avatar.png');
  return form;
};

export const PROFILE_EXAMPLE: TProfileUpdateInput = {
  firstName: 'Claire',
  lastName: 'Tremblay',
  phone: '+1 514 555 0100',
  title: 'Logistics manager',
};

export const USER_UPDATE_EXAMPLE: TCompanyUserUpdate = {
  firstName: 'Omar',
  lastName: 'Haddad',
  role: 'user',
  enabled: true,
};
