import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from './data-table';

type RowActionLabels = { edit: string; remove: string };

/** Edit and delete buttons of a table row (either may be left out). They act on the row; a click never opens it. */
export const RowActions = ({
  labels,
  onEdit,
  onRemove,
}: {
  labels: Partial<RowActionLabels>;
  onEdit?: (() => void) | undefined;
  onRemove?: (() => void) | undefined;
}) => (
  <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
    {onEdit ? (
      <Tooltip label={labels.edit}>
        <ActionIcon variant="subtle" aria-label={labels.edit} onClick={onEdit}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    ) : null}
    {onRemove ? (
      <Tooltip label={labels.remove}>
        <ActionIcon variant="subtle" color="red" aria-label={labels.remove} onClick={onRemove}>
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    ) : null}
  </Group>
);

/** The always-shown actions column: each row's labels (named after the row) and what the buttons do. */
export const actionsColumn = <Row,>(
  label: string,
  actions: { labels: (row: Row) => RowActionLabels; onEdit: (row: Row) => void; onRemove: (row: Row) => void },
): DataTableColumn<Row> => ({
  key: 'actions',
  label,
  hideable: false,
  render: (row) => (
    <RowActions
      labels={actions.labels(row)}
      onEdit={() => actions.onEdit(row)}
      onRemove={() => actions.onRemove(row)}
    />
  ),
});
