import { type TLoginRequest, ZLoginRequest } from '@lanehub/shared/features/auth/auth.contract';

// The log-in form's rules (the contract's), in a chunk of their own with zod: the page loads them when
// the user first focuses the form (use-login-form.ts), not with the screen.

export type LoginField = keyof TLoginRequest;
export type LoginErrors = Partial<Record<LoginField, string>>;
export type LoginCheck = { data: TLoginRequest; errors: null } | { data: null; errors: LoginErrors };

const isField = (key: PropertyKey | undefined): key is LoginField => key === 'email' || key === 'password';

/** The values as the contract parses them (e-mail trimmed and lower-cased), or each field's first message. */
export const checkLogin = (values: TLoginRequest): LoginCheck => {
  const result = ZLoginRequest.safeParse(values);
  if (result.success) {
    return { data: result.data, errors: null };
  }
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return { data: null, errors };
};
