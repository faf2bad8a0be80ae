import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type DetailItem = { label: string; value: ReactNode };

const isBlank = (value: ReactNode) =>
  value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');

/** One labelled value read as text (a `dt`/`dd` pair inside a DetailList); '—' when there is none. */
export const DataField = ({ label, value }: DetailItem) => (
  <div>
    <Text component="dt" size="xs" c="dimmed" fw={500}>
      {label}
    </Text>
    <Text component="dd" m={0} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
      {isBlank(value) ? '—' : value}
    </Text>
  </div>
);

// Read-only data as text, never as disabled inputs (docs/ui.md): a description list in columns.
export const DetailList = ({
  items,
  cols = 2,
  label,
}: {
  items: readonly DetailItem[];
  cols?: number;
  /** Accessible name of the list. */
  label?: string;
}) => (
  <SimpleGrid component="dl" cols={{ base: 1, sm: cols }} spacing="lg" verticalSpacing="md" m={0} aria-label={label}>
    {items.map((item) => (
      <DataField key={item.label} label={item.label} value={item.value} />
    ))}
  </SimpleGrid>
);
