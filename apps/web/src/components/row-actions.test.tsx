import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DataTable } from './data-table';
import { actionsColumn } from './row-actions';

type Lane = { id: string; name: string };

describe('actionsColumn', () => {
  it('edits or removes the row it belongs to, named after it, without opening the row', async () => {
    const onEdit = vi.fn();
    const onRemove = vi.fn();
    const onRowClick = vi.fn();
    renderWithProviders(
      <DataTable<Lane>
        tableName="lanes-test"
        label="Lanes"
        rowKey={(lane) => lane.id}
        rows={[
          { id: '1', name: 'Halifax to Montreal' },
          { id: '2', name: 'Vancouver to Calgary' },
        ]}
        total={2}
        skip={0}
        limit={10}
        onSkipChange={() => {}}
        onRowClick={onRowClick}
        columns={[
          { key: 'name', label: 'Name', render: (lane) => lane.name },
          actionsColumn<Lane>('Actions', {
            labels: (lane) => ({ edit: `Edit ${lane.name}`, remove: `Delete ${lane.name}` }),
            onEdit,
            onRemove,
          }),
        ]}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Vancouver to Calgary' }));
    expect(onEdit).toHaveBeenCalledWith({ id: '2', name: 'Vancouver to Calgary' });
    await user.click(screen.getByRole('button', { name: 'Delete Halifax to Montreal' }));
    expect(onRemove).toHaveBeenCalledWith({ id: '1', name: 'Halifax to Montreal' });
    expect(onRowClick).not.toHaveBeenCalled();
  });
});
