import { Box, Group, NumberInput, Popover, Radio, Stack, Text, UnstyledButton, useMantineTheme } from '@mantine/core';
import { DatePicker, MonthPicker, YearPicker } from '@mantine/dates';
import { useMergedRef } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, torontoWall } from '../lib/format';
import { translateMessage } from '../lib/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { calendarLabels, MAX_DATE, MIN_DATE, torontoToIso } from './date-picker-field';
import { type CellCommit, type CellEditor, useCellEditor } from './editable-cell-state';
import { FilteredTextInput } from './form/filtered-text-input';
import { TimeSelect } from './form/time-select';
import { formatQuantity } from './format-number';
import { SearchableSelect, type SelectOption, type SelectValue } from './searchable-select';

type Editable<T> = {
  /** The column's name: labels the editor and the cell for screen readers. */
  label: string;
  value: T | null;
  onCommit: CellCommit<T>;
  disabled?: boolean;
  placeholder?: string;
};

type Choice<V extends SelectValue> = Editable<V> & { options: ReadonlyArray<SelectOption<V>> };

export type EditableCellProps<V extends SelectValue = string> =
  | ({ kind: 'text'; pattern?: RegExp } & Editable<string>)
  | ({ kind: 'number'; min?: number; max?: number; decimalScale?: number } & Editable<number>)
  | ({ kind: 'select' | 'location' | 'company' } & Choice<V>)
  | ({ kind: 'radio' } & Choice<V>)
  | ({ kind: 'select-with-confirm'; confirmMessage?: string } & Choice<V>)
  /** 'HH:mm' in 30-minute steps. */
  | ({ kind: 'time' } & Editable<string>)
  /** An ISO instant, shown and picked as a Toronto date (MM/DD/YYYY in English, lib/format). */
  | ({ kind: 'date' } & Editable<string>)
  /** 'YYYY-MM', shown as MM/YYYY. */
  | ({ kind: 'month' } & Editable<string>)
  | ({ kind: 'year' } & Editable<number>)
  /** Shows the 1-based number of the row; not editable. */
  | { kind: 'row-number'; index: number };

type ChoiceKind = 'select' | 'select-with-confirm' | 'location' | 'company';

const MONTH_VALUE = /^(\d{4})-(\d{2})$/;

export const formatMonth = (value: string | null): string => {
  const match = MONTH_VALUE.exec(value ?? '');
  return match ? `${match[2]}/${match[1]}` : '';
};

const optionLabelOf = <V extends SelectValue>(options: ReadonlyArray<SelectOption<V>>, value: V | null): string => {
  if (value === null) {
    return '';
  }
  return options.find((option) => option.value === value)?.label ?? String(value);
};

const shared = (props: { disabled?: boolean | undefined; placeholder?: string | undefined }) => ({
  disabled: props.disabled,
  placeholder: props.placeholder,
});

const errorText = (t: TFunction, error: string | undefined) => (error ? translateMessage(t, error) : undefined);

const ErrorText = ({ error }: { error: string | undefined }) => {
  const { t } = useTranslation();
  return error ? (
    <Text c="red" size="xs" role="alert">
      {translateMessage(t, error)}
    </Text>
  ) : null;
};

// The value as text; a click, Enter or Space opens the editor. `ref` and `expanded` serve a popover
// that anchors on the cell.
const CellButton = <T,>({
  editor,
  label,
  text,
  disabled,
  placeholder,
  expanded,
  ref,
}: {
  editor: CellEditor<T>;
  label: string;
  text: string;
  disabled?: boolean | undefined;
  placeholder?: string | undefined;
  expanded?: boolean;
  ref?: Ref<HTMLButtonElement>;
}) => {
  const { t } = useTranslation();
  const merged = useMergedRef(editor.displayRef, ref);
  return (
    <UnstyledButton
      ref={merged}
      onClick={editor.start}
      disabled={disabled}
      aria-label={text ? t('editableCell.cell', { label, value: text }) : label}
      aria-haspopup={expanded === undefined ? undefined : 'dialog'}
      aria-expanded={expanded}
      style={{ display: 'block', width: '100%', minHeight: '1.5em' }}
    >
      {text ? (
        <Text size="sm" component="span">
          {text}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" component="span">
          {placeholder ?? ''}
        </Text>
      )}
    </UnstyledButton>
  );
};

// Editors that live in the cell (inputs, selects, radios): Enter commits, Escape cancels, leaving
// commits. `isPaused` holds the blur while a confirm dialog has the focus.
const InlineCell = <T,>({
  editor,
  label,
  text,
  disabled,
  placeholder,
  isPaused,
  children,
}: {
  editor: CellEditor<T>;
  label: string;
  text: string;
  disabled?: boolean | undefined;
  placeholder?: string | undefined;
  isPaused?: () => boolean;
  children: ReactNode;
}) => {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (editor.editing) {
      const target =
        box.current?.querySelector<HTMLInputElement>('input:checked') ??
        box.current?.querySelector<HTMLInputElement>('input');
      // The shared select takes no aria-label; the column name labels its input here.
      if (target && !target.labels?.length && !target.hasAttribute('aria-label')) {
        target.setAttribute('aria-label', label);
      }
      target?.focus();
    }
  }, [editor.editing, label]);

  if (!editor.editing) {
    return (
      <Stack gap={2}>
        <CellButton editor={editor} label={label} text={text} disabled={disabled} placeholder={placeholder} />
        <ErrorText error={editor.error} />
      </Stack>
    );
  }
  return (
    <Box ref={box} onKeyDown={editor.onKeyDown} onBlur={(event) => editor.onBlur(event, isPaused?.() ?? false)}>
      {children}
    </Box>
  );
};

// Calendar editors open in a popover under the cell: a pick commits, Escape cancels, a click
// outside closes (showing the required message when the cell is still empty).
const PopoverCell = <T,>({
  editor,
  label,
  text,
  disabled,
  placeholder,
  children,
}: {
  editor: CellEditor<T>;
  label: string;
  text: string;
  disabled?: boolean | undefined;
  placeholder?: string | undefined;
  children: ReactNode;
}) => (
  <Stack gap={2} onKeyDown={editor.editing ? editor.onKeyDown : undefined}>
    <Popover
      opened={editor.editing}
      onDismiss={() => editor.commit(undefined, { closeOnError: true })}
      closeOnEscape={false}
      trapFocus
      returnFocus
      withRoles={false}
      position="bottom-start"
      shadow="md"
    >
      <Popover.Target>
        <CellButton
          editor={editor}
          label={label}
          text={text}
          disabled={disabled}
          placeholder={placeholder}
          expanded={editor.editing}
        />
      </Popover.Target>
      <Popover.Dropdown aria-label={label} role="dialog">
        {children}
        <ErrorText error={editor.error} />
      </Popover.Dropdown>
    </Popover>
    {editor.editing ? null : <ErrorText error={editor.error} />}
  </Stack>
);

const TextCell = (props: Extract<EditableCellProps, { kind: 'text' }>) => {
  const { t } = useTranslation();
  const editor = useCellEditor({ value: props.value, onCommit: props.onCommit, disabled: props.disabled });
  return (
    <InlineCell editor={editor} label={props.label} text={props.value ?? ''} {...shared(props)}>
      <FilteredTextInput
        size="xs"
        aria-label={props.label}
        pattern={props.pattern}
        value={editor.draft ?? ''}
        onChange={(event) => editor.setDraft(event.currentTarget.value)}
        error={errorText(t, editor.error)}
      />
    </InlineCell>
  );
};

const NumberCell = (props: Extract<EditableCellProps, { kind: 'number' }>) => {
  const { t } = useTranslation();
  const editor = useCellEditor({ value: props.value, onCommit: props.onCommit, disabled: props.disabled });
  return (
    <InlineCell editor={editor} label={props.label} text={formatQuantity(props.value)} {...shared(props)}>
      <NumberInput
        size="xs"
        aria-label={props.label}
        min={props.min}
        max={props.max}
        decimalScale={props.decimalScale}
        value={editor.draft ?? ''}
        onChange={(next) => editor.setDraft(typeof next === 'number' ? next : null)}
        error={errorText(t, editor.error)}
      />
    </InlineCell>
  );
};

const SelectCell = <V extends SelectValue>(props: Extract<EditableCellProps<V>, { kind: ChoiceKind }>) => {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const editor = useCellEditor({ value: props.value, onCommit: props.onCommit, disabled: props.disabled });
  // The picked value waiting for the user's answer in the confirm dialog.
  const [asking, setAskingState] = useState<{ value: V } | null>(null);
  // Read by the blur handler, which can run before the dialog's state has rendered.
  const askingRef = useRef(false);
  const setAsking = (next: { value: V } | null) => {
    askingRef.current = next !== null;
    setAskingState(next);
  };
  const confirm = props.kind === 'select-with-confirm';
  const placeholder =
    props.placeholder ??
    (props.kind === 'location'
      ? t('editableCell.location')
      : props.kind === 'company'
        ? t('editableCell.company')
        : undefined);

  const pick = (next: V | null) => {
    editor.setDraft(next);
    if (confirm && next !== null && next !== props.value) {
      setAsking({ value: next });
      return;
    }
    editor.commit(next, { refocus: true });
  };

  return (
    <>
      <InlineCell
        editor={editor}
        label={props.label}
        text={optionLabelOf(props.options, props.value)}
        disabled={props.disabled}
        placeholder={placeholder}
        isPaused={() => askingRef.current}
      >
        <SearchableSelect<V>
          options={props.options}
          value={editor.draft}
          onChange={pick}
          placeholder={placeholder}
          error={errorText(t, editor.error)}
        />
      </InlineCell>
      {confirm ? (
        <ConfirmDialog
          opened={asking !== null}
          message={props.confirmMessage ?? t('editableCell.confirmSelect')}
          // Choosing is not destructive: the theme's colour, not the default red.
          confirmColor={theme.primaryColor}
          onConfirm={() => {
            const answer = asking;
            setAsking(null);
            if (answer) {
              editor.commit(answer.value, { refocus: true });
            }
          }}
          onCancel={() => {
            setAsking(null);
            editor.cancel();
          }}
        />
      ) : null}
    </>
  );
};

const RadioCell = <V extends SelectValue>(props: Extract<EditableCellProps<V>, { kind: 'radio' }>) => {
  const { t } = useTranslation();
  const editor = useCellEditor({ value: props.value, onCommit: props.onCommit, disabled: props.disabled });
  // Radio inputs hold text; the option gives the value back in its own type.
  const byText = new Map(props.options.map((option) => [String(option.value), option.value]));
  return (
    <InlineCell editor={editor} label={props.label} text={optionLabelOf(props.options, props.value)} {...shared(props)}>
      <Radio.Group
        aria-label={props.label}
        value={editor.draft === null ? null : String(editor.draft)}
        onChange={(next) => editor.setDraft(byText.get(next) ?? null)}
        error={errorText(t, editor.error)}
      >
        <Group gap="xs">
          {props.options.map((option) => (
            <Radio
              key={String(option.value)}
              size="xs"
              value={String(option.value)}
              label={option.label}
              disabled={option.disabled}
            />
          ))}
        </Group>
      </Radio.Group>
    </InlineCell>
  );
};

const TimeCell = (props: Extract<EditableCellProps, { kind: 'time' }>) => {
  const { t } = useTranslation();
  const editor = useCellEditor({ value: props.value, onCommit: props.onCommit, disabled: props.disabled });
  return (
    <InlineCell editor={editor} label={props.label} text={props.value ?? ''} {...shared(props)}>
      <TimeSelect
        size="xs"
        aria-label={props.label}
        value={editor.draft}
        onChange={(next) => {
          editor.setDraft(next);
          editor.commit(next, { refocus: true });
        }}
        error={errorText(t, editor.error)}
      />
    </InlineCell>
  );
};

const DateCell = (props: Extract<EditableCellProps, { kind: 'date' }>) => {
  const { t } = useTranslation();
  const editor = useCellEditor({ value: props.value, onCommit: props.onCommit, disabled: props.disabled });
  const wallDate = torontoWall(props.value, 'YYYY-MM-DD') || null;
  return (
    <PopoverCell editor={editor} label={props.label} text={formatDate(props.value)} {...shared(props)}>
      <DatePicker
        value={wallDate}
        defaultDate={wallDate ?? undefined}
        onChange={(next) => next && editor.commit(torontoToIso(next), { refocus: true })}
        minDate={MIN_DATE}
        maxDate={MAX_DATE}
        ariaLabels={calendarLabels(t)}
      />
    </PopoverCell>
  );
};

const MonthCell = (props: Extract<EditableCellProps, { kind: 'month' }>) => {
  const { t } = useTranslation();
  const editor = useCellEditor({ value: props.value, onCommit: props.onCommit, disabled: props.disabled });
  const firstDay = props.value && MONTH_VALUE.test(props.value) ? `${props.value}-01` : null;
  return (
    <PopoverCell editor={editor} label={props.label} text={formatMonth(props.value)} {...shared(props)}>
      <MonthPicker
        value={firstDay}
        defaultDate={firstDay ?? undefined}
        onChange={(next) => next && editor.commit(next.slice(0, 7), { refocus: true })}
        minDate={MIN_DATE}
        maxDate={MAX_DATE}
        ariaLabels={calendarLabels(t)}
      />
    </PopoverCell>
  );
};

const YearCell = (props: Extract<EditableCellProps, { kind: 'year' }>) => {
  const { t } = useTranslation();
  const editor = useCellEditor({ value: props.value, onCommit: props.onCommit, disabled: props.disabled });
  const firstDay = props.value === null ? null : `${props.value}-01-01`;
  return (
    <PopoverCell
      editor={editor}
      label={props.label}
      text={props.value === null ? '' : String(props.value)}
      {...shared(props)}
    >
      <YearPicker
        value={firstDay}
        defaultDate={firstDay ?? undefined}
        onChange={(next) => next && editor.commit(Number(next.slice(0, 4)), { refocus: true })}
        minDate={MIN_DATE}
        maxDate={MAX_DATE}
        ariaLabels={calendarLabels(t)}
      />
    </PopoverCell>
  );
};

/**
 * The editable table cell of spec 01 §2.5. It shows the value as text; a click or Enter opens the
 * editor of its `kind`; Enter or leaving commits, Escape cancels. Every cell is required: an empty
 * value shows 'This field is required' and is not committed. `onCommit` only hears changed values.
 */
export const EditableCell = <V extends SelectValue = string>(props: EditableCellProps<V>) => {
  switch (props.kind) {
    case 'row-number':
      return <Text size="sm">{props.index + 1}</Text>;
    case 'text':
      return <TextCell {...props} />;
    case 'number':
      return <NumberCell {...props} />;
    case 'select':
    case 'select-with-confirm':
    case 'location':
    case 'company':
      return <SelectCell<V> {...props} />;
    case 'radio':
      return <RadioCell<V> {...props} />;
    case 'time':
      return <TimeCell {...props} />;
    case 'date':
      return <DateCell {...props} />;
    case 'month':
      return <MonthCell {...props} />;
    case 'year':
      return <YearCell {...props} />;
  }
};
