import { type FieldError, type FieldValues, type FormState, get } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n';

type MaybeFieldError = (Partial<FieldError> & { root?: Partial<FieldError> }) | undefined;

/**
 * Returns `errorOf(name)`: the field's one error, translated, once the user has touched the field or
 * submitted the form (spec 01 §5). Server errors show as soon as they arrive. A form whose rules need
 * their context to be translated (the field's value, its kind) passes its own `translate`.
 */
export const useFieldError = <T extends FieldValues>(
  form: { formState: FormState<T> },
  translate?: (message: string, name: string) => string,
) => {
  const { t } = useTranslation();
  // Read during render so react-hook-form's proxy subscribes this component to each of them.
  const { errors, touchedFields, isSubmitted } = form.formState;
  return (name: string): string | undefined => {
    const error: MaybeFieldError = get(errors, name);
    const message = error?.message ?? error?.root?.message;
    if (typeof message !== 'string' || !message) {
      return undefined;
    }
    const touched = get(touchedFields, name) === true;
    if (!touched && !isSubmitted && error?.type !== 'server') {
      return undefined;
    }
    return translate ? translate(message, name) : translateMessage(t, message);
  };
};
