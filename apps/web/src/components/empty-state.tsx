import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type EmptyStateProps = {
  /** What the list is for, e.g. 'Locations are the places your shipments start, stop and end.' */
  message: ReactNode;
  /** A short heading, e.g. 'No locations yet'. */
  title?: ReactNode;
  /** The next step: an add, import or invite button (left out when the user may not take it). */
  action?: ReactNode;
  icon?: ReactNode;
};

// What every empty list shows (docs/ui.md): what the list is for and the next step.
export const EmptyState = ({ message, title, action, icon }: EmptyStateProps) => (
  <Stack align="center" gap="xs" py="xl" px="md" data-testid="empty-state" ta="center">
    <ThemeIcon variant="light" color="gray" size={44} radius="xl" aria-hidden>
      {icon ?? <IconInbox size={24} />}
    </ThemeIcon>
    {title ? (
      <Text fw={600} size="md">
        {title}
      </Text>
    ) : null}
    <Text c="dimmed" size="sm" maw={520}>
      {message}
    </Text>
    {action ? <div>{action}</div> : null}
  </Stack>
);
