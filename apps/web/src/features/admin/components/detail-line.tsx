import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a detail card. */
export const DetailLine = ({ label, value }: { label: string; value: ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed" tt="uppercase">
      {label}
    </Text>
    {typeof value === 'string' || value === null || value === undefined ? <Text fw={500}>{value || '—'}</Text> : value}
  </div>
);
