import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

// The form rules of spec 01 §5 in one place: errors appear once a field has been touched (blurred)
// or the form submitted, then follow every change; each field keeps only its first error.
export const APP_FORM_RULES = {
  mode: 'onTouched',
  reValidateMode: 'onChange',
  criteriaMode: 'firstError',
} as const satisfies Pick<UseFormProps, 'mode' | 'reValidateMode' | 'criteriaMode'>;

export type AppFormOptions<TInput extends FieldValues, TOutput = TInput> = Omit<
  UseFormProps<TInput, unknown, TOutput>,
  'resolver' | 'mode' | 'reValidateMode' | 'criteriaMode'
>;

export type AppForm<TInput extends FieldValues, TOutput = TInput> = UseFormReturn<TInput, unknown, TOutput>;

/**
 * react-hook-form validated by a zod schema from `@lanehub/shared`. `handleSubmit` hands over the
 * schema's output (trimmed, coerced); the inputs keep their raw values.
 */
export const useAppForm = <TInput extends FieldValues, TOutput = TInput>(
  schema: z.ZodType<TOutput, TInput>,
  options: AppFormOptions<TInput, TOutput> = {},
): AppForm<TInput, TOutput> =>
  useForm<TInput, unknown, TOutput>({
    ...options,
    ...APP_FORM_RULES,
    resolver: zodResolver(schema),
  });
