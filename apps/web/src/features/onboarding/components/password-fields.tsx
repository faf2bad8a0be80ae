import { PasswordInput } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type PasswordValues = FieldValues & { password: string; confirmPassword: string };

// Password and its confirmation, with the spec's messages from the shared schema (spec 01 §5).
// Changing the password checks the confirmation again once it has been typed.
export const PasswordFields = <T extends PasswordValues>({
  control,
  errorOf,
  onPasswordChange,
  passwordLabel,
}: {
  control: Control<T>;
  errorOf: (name: string) => string | undefined;
  onPasswordChange?: () => void;
  passwordLabel?: string;
}) => {
  const { t } = useTranslation();
  const toggle = { 'aria-label': t('onboardingFlows.fields.toggleVisibility') };
  return (
    <>
      <Controller
        control={control}
        name={'password' as Path<T>}
        render={({ field }) => (
          <PasswordInput
            {...field}
            value={String(field.value ?? '')}
            onChange={(event) => {
              field.onChange(event.currentTarget.value);
              onPasswordChange?.();
            }}
            label={passwordLabel ?? t('onboardingFlows.fields.password')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={toggle}
            error={errorOf('password')}
          />
        )}
      />
      <Controller
        control={control}
        name={'confirmPassword' as Path<T>}
        render={({ field }) => (
          <PasswordInput
            {...field}
            value={String(field.value ?? '')}
            label={t('onboardingFlows.fields.confirmPassword')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={toggle}
            error={errorOf('confirmPassword')}
          />
        )}
      />
    </>
  );
};
