import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  Popover,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconColumns, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

// The column chooser of every list (spec 01 §2.5): 'Columns' title, search box, Select all,
// Restore defaults, Done, Cancel; 'Expand Sheet' opens a wider sheet searched by 'Search Column Name'.
// The choice is saved in local storage per table name.

export type ChooserColumn = {
  key: string;
  label: string;
  /** false keeps the column always shown (its box is ticked and disabled). */
  hideable?: boolean;
};

export type ColumnChooserProps = {
  columns: readonly ChooserColumn[];
  /** The keys shown now. */
  visible: readonly string[];
  /** The keys Restore defaults brings back. */
  defaults: readonly string[];
  /** Called by Done with the chosen keys, in column order. */
  onApply: (visible: string[]) => void;
};

export const columnStorageKey = (tableName: string) => `lanehub.columns.${tableName}`;

/** The saved choice of a table, keeping only keys it still has; null when nothing usable is saved. */
export const readColumnChoice = (tableName: string, known: readonly string[]): string[] | null => {
  try {
    const raw = window.localStorage.getItem(columnStorageKey(tableName));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!Array.isArray(parsed)) {
      return null;
    }
    const keys = parsed.filter((key): key is string => typeof key === 'string' && known.includes(key));
    return keys.length > 0 ? keys : null;
  } catch {
    // Unreadable JSON or storage switched off: fall back to the defaults.
    return null;
  }
};

export const saveColumnChoice = (tableName: string, visible: readonly string[]) => {
  try {
    window.localStorage.setItem(columnStorageKey(tableName), JSON.stringify(visible));
  } catch {
    // Storage full or switched off: the choice still applies until the page is left.
  }
};

type View = 'closed' | 'compact' | 'expanded';

export const ColumnChooser = ({ columns, visible, defaults, onApply }: ColumnChooserProps) => {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('closed');
  const [draft, setDraft] = useState<ReadonlySet<string>>(new Set());
  const [search, setSearch] = useState('');

  const isFixed = (column: ChooserColumn) => column.hideable === false;
  const chosen = columns.filter((c) => isFixed(c) || draft.has(c.key)).map((c) => c.key);
  const needle = search.trim().toLowerCase();
  const shown = needle ? columns.filter((c) => c.label.toLowerCase().includes(needle)) : columns;

  const open = () => {
    setDraft(new Set(visible));
    setSearch('');
    setView('compact');
  };
  const close = () => setView('closed');
  const apply = () => {
    onApply(chosen);
    close();
  };
  const toggle = (key: string, checked: boolean) =>
    setDraft((current) => {
      const next = new Set(current);
      if (checked) {
        next.add(key);
      } else {
        next.delete(key);
      }
      return next;
    });

  const expanded = view === 'expanded';
  const searchBox = (
    <TextInput
      aria-label={t('table.searchColumnName')}
      placeholder={expanded ? t('table.searchColumnName') : t('table.search')}
      value={search}
      onChange={(event) => setSearch(event.currentTarget.value)}
      leftSection={<IconSearch size={14} aria-hidden />}
      size="xs"
    />
  );
  const boxes = shown.map((column) => (
    <Checkbox
      key={column.key}
      label={column.label}
      checked={isFixed(column) || draft.has(column.key)}
      disabled={isFixed(column)}
      onChange={(event) => toggle(column.key, event.currentTarget.checked)}
      size="xs"
    />
  ));
  const list =
    shown.length === 0 ? (
      <Text size="sm" c="dimmed">
        {t('table.noColumnMatches')}
      </Text>
    ) : expanded ? (
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {boxes}
      </SimpleGrid>
    ) : (
      <ScrollArea.Autosize mah={260} type="auto">
        <Stack gap={8}>{boxes}</Stack>
      </ScrollArea.Autosize>
    );
  const shortcuts = (
    <Group gap="xs">
      <Button variant="subtle" size="compact-xs" onClick={() => setDraft(new Set(columns.map((c) => c.key)))}>
        {t('table.selectAll')}
      </Button>
      <Button variant="subtle" size="compact-xs" onClick={() => setDraft(new Set(defaults))}>
        {t('table.restoreDefaults')}
      </Button>
    </Group>
  );
  const footer = (
    <Group justify="flex-end" gap="xs">
      {chosen.length === 0 ? (
        <Text size="xs" c="red" style={{ flex: 1 }}>
          {t('table.oneColumnRequired')}
        </Text>
      ) : null}
      <Button variant="default" size="xs" onClick={close}>
        {t('table.cancel')}
      </Button>
      <Button size="xs" disabled={chosen.length === 0} onClick={apply}>
        {t('table.done')}
      </Button>
    </Group>
  );

  return (
    <>
      <Popover opened={view === 'compact'} onDismiss={close} position="bottom-end" width={280} shadow="md" trapFocus>
        <Popover.Target>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconColumns size={14} aria-hidden />}
            onClick={() => (view === 'closed' ? open() : close())}
          >
            {t('table.columns')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Text fw={700}>{t('table.columns')}</Text>
            {searchBox}
            {shortcuts}
            {list}
            <Anchor component="button" type="button" size="sm" onClick={() => setView('expanded')}>
              {t('table.expandSheet')}
            </Anchor>
            {footer}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Modal
        opened={expanded}
        onClose={close}
        title={t('table.columns')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('modal.close') }}
      >
        <Stack>
          {searchBox}
          {shortcuts}
          {list}
          {footer}
        </Stack>
      </Modal>
    </>
  );
};
