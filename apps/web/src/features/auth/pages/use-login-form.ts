import type { TLoginRequest } from '@lanehub/shared/features/auth/auth.contract';
import { type FormEvent, useRef, useState } from 'react';
import type { checkLogin, LoginErrors, LoginField } from './login-schema';

// The log-in form's state without a form library: two fields do not need one, and react-hook-form
// was 13 KiB of the first screen's JavaScript (docs/performance.md, issue 13 budgets). It keeps the
// behaviour the form had with react-hook-form's `onTouched` mode (spec 01 §5): a field's message
// appears once the field has been left, then follows each keystroke; submitting shows every message,
// focuses the first wrong field and sends nothing; what is sent is the contract's parsed values.

type Check = typeof checkLogin;
let rules: Promise<Check> | null = null;

/** The rules' chunk (zod with it), loaded once; a failed download is tried again next time. */
const loadRules = (): Promise<Check> => {
  rules ??= import('./login-schema').then(
    (module) => module.checkLogin,
    (error: unknown) => {
      rules = null;
      throw error;
    },
  );
  return rules;
};

const FIELDS: readonly LoginField[] = ['email', 'password'];

export const useLoginForm = (initial: TLoginRequest, onValid: (values: TLoginRequest) => Promise<void>) => {
  const [values, setValues] = useState<TLoginRequest>(initial);
  const [errors, setErrors] = useState<LoginErrors>({});
  const latest = useRef(values);
  const touched = useRef(new Set<LoginField>());
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const validateField = async (field: LoginField, snapshot: TLoginRequest) => {
    const check = await loadRules();
    // A later keystroke has its own validation; an older answer must not overwrite it.
    if (latest.current !== snapshot) {
      return;
    }
    const message = check(snapshot).errors?.[field];
    setErrors((previous) => ({ ...previous, [field]: message }));
  };

  const field = (name: LoginField) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: { currentTarget: { value: string } }) => {
      const next = { ...latest.current, [name]: event.currentTarget.value };
      latest.current = next;
      setValues(next);
      if (touched.current.has(name) || submitted.current) {
        void validateField(name, next).catch(() => undefined);
      }
    },
    onBlur: () => {
      touched.current.add(name);
      void validateField(name, latest.current).catch(() => undefined);
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const check = await loadRules();
    const result = check(latest.current);
    if (result.errors) {
      setErrors(result.errors);
      const first = FIELDS.find((name) => result.errors[name] !== undefined);
      if (first) {
        inputs.current[first]?.focus();
      }
      return;
    }
    setErrors({});
    await onValid(result.data);
  };

  return {
    field,
    onSubmit,
    /** Starts the rules' download early (the form's first focus), so leaving a field never waits on it. */
    preload: () => {
      void loadRules().catch(() => undefined);
    },
  };
};
