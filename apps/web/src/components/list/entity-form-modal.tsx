import { Button, Group, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateMessage } from '../../lib/i18n';
import { AppModal, type AppModalVariant } from '../app-modal';
import { applyServerErrors } from '../form/server-errors';
import { UnsavedChangesDialog } from '../form/unsaved-changes';
import { type AppForm, useAppForm } from '../form/use-app-form';
import { useFieldError } from '../form/use-field-error';
import { toastError, toastSuccess } from '../toast';

export type EntityFormRender<TInput extends FieldValues, TOutput> = (form: {
  form: AppForm<TInput, TOutput>;
  /** The field's one error, translated, when it should show (spec 01 §5). */
  errorOf: (name: string) => string | undefined;
}) => ReactNode;

export type EntityFormModalProps<TInput extends FieldValues, TOutput, TResult> = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The contract's input schema from `@lanehub/shared`. */
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /** Saves; a rejection with `fieldErrors` puts them on the fields, any other is the error toast. */
  onSubmit: (values: TOutput) => Promise<TResult>;
  /** The one success toast, from what the save returned (e.g. the server's `meta.message`). */
  successMessage: (result: TResult) => string | undefined;
  /** The fields server errors may land on; every field of the form by default. */
  fields?: readonly string[];
  children: EntityFormRender<TInput, TOutput>;
  submitLabel?: string;
  variant?: AppModalVariant;
  /** The modal's width (pixels or CSS), the app's default when absent. */
  width?: number | string;
  /** Left of Cancel and Save (e.g. a Delete button). */
  extraActions?: ReactNode;
  /** Translates a server message; the message catalogue by default. */
  translateError?: (message: string) => string;
};

type FormBodyProps<TInput extends FieldValues, TOutput, TResult> = Omit<
  EntityFormModalProps<TInput, TOutput, TResult>,
  'opened' | 'title' | 'variant' | 'width'
> & {
  /** Cancel: asks first when there are changes. */
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
};

const EntityForm = <TInput extends FieldValues, TOutput, TResult>({
  onClose,
  onCancel,
  onDirtyChange,
  schema,
  defaultValues,
  onSubmit,
  successMessage,
  fields,
  children,
  submitLabel,
  extraActions,
  translateError,
}: FormBodyProps<TInput, TOutput, TResult>) => {
  const { t } = useTranslation();
  const form = useAppForm<TInput, TOutput>(schema, { defaultValues });
  const errorOf = useFieldError(form);
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const submit = form.handleSubmit(async (values) => {
    let result: TResult;
    try {
      result = await onSubmit(values);
    } catch (error) {
      if (!applyServerErrors(form, error, fields)) {
        const message = error instanceof Error ? error.message : String(error);
        toastError(translateError ? translateError(message) : translateMessage(t, message));
      }
      return;
    }
    const message = successMessage(result);
    if (message) {
      toastSuccess(message);
    }
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {children({ form, errorOf })}
        <Group justify="space-between">
          <div>{extraActions}</div>
          <Group>
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting} disabled={form.formState.isSubmitting}>
              {submitLabel ?? t('listKit.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
};

// Create or edit one record in the app's modal: a form validated by the shared zod schema, server
// field errors on their fields, Save disabled while saving, one success toast, closed when saved. The
// form is built afresh each time the modal opens, so it always starts from `defaultValues`.
// Closing it with changes (Cancel, the close button, Escape) asks first (issue 13 §10).
export const EntityFormModal = <TInput extends FieldValues, TOutput, TResult>({
  opened,
  title,
  variant,
  width,
  ...form
}: EntityFormModalProps<TInput, TOutput, TResult>) => {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => {
    setDirty(false);
    setAsking(false);
    form.onClose();
  };
  const requestClose = () => (dirty ? setAsking(true) : close());
  return (
    <>
      <AppModal opened={opened} onClose={requestClose} title={title} variant={variant} {...(width ? { width } : {})}>
        {opened ? <EntityForm {...form} onClose={close} onCancel={requestClose} onDirtyChange={setDirty} /> : null}
      </AppModal>
      <UnsavedChangesDialog opened={opened && asking} onLeave={close} onStay={() => setAsking(false)} />
    </>
  );
};
