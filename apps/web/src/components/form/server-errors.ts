import {
  type FieldValues,
  get,
  type Path,
  type SubmitHandler,
  type UseFormGetValues,
  type UseFormHandleSubmit,
  type UseFormSetError,
} from 'react-hook-form';
import { isApiError } from '../../lib/api-client';
import { toastError } from '../toast';

type FormWithErrors<T extends FieldValues> = {
  setError: UseFormSetError<T>;
  getValues: UseFormGetValues<T>;
};

/**
 * Puts a server reply's `fieldErrors` ({ message, code, fieldErrors }) on the form's fields. Only
 * fields the form has are used: `fields` when given, else every path present in the form's values.
 * Returns whether any error landed on a field.
 */
export const applyServerErrors = <T extends FieldValues>(
  form: FormWithErrors<T>,
  error: unknown,
  fields?: readonly string[],
): boolean => {
  if (!isApiError(error) || !error.fieldErrors) {
    return false;
  }
  const values = form.getValues();
  const known = (name: string) => (fields ? fields.includes(name) : get(values, name) !== undefined);
  const entries = Object.entries(error.fieldErrors).filter(([name, message]) => message && known(name));
  entries.forEach(([name, message], index) => {
    form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
};

/** Field errors go on the fields; anything else becomes an error toast (spec 01 §5). */
export const reportSubmitError = <T extends FieldValues>(
  form: FormWithErrors<T>,
  error: unknown,
  fields?: readonly string[],
): void => {
  if (!applyServerErrors(form, error, fields)) {
    toastError(error instanceof Error ? error.message : String(error));
  }
};

/** `form.handleSubmit(onValid)` whose failures are reported with `reportSubmitError`. */
export const submitWithServerErrors = <TInput extends FieldValues, TOutput>(
  form: FormWithErrors<TInput> & { handleSubmit: UseFormHandleSubmit<TInput, TOutput> },
  onValid: (values: TOutput) => unknown,
  fields?: readonly string[],
) => {
  const handler: SubmitHandler<TOutput> = async (values) => {
    try {
      await onValid(values);
    } catch (error) {
      reportSubmitError(form, error, fields);
    }
  };
  return form.handleSubmit(handler);
};
