import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says what the list is for and offers the next step', async () => {
    const onAdd = vi.fn();
    renderWithProviders(
      <EmptyState
        title="No records yet"
        message="The warehouses your shipments leave from."
        action={<Button onClick={onAdd}>Add the first location</Button>}
      />,
    );
    expect(screen.getByText('No records yet')).toBeInTheDocument();
    expect(screen.getByText('The warehouses your shipments leave from.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add the first location' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('shows no button when the user may not take the next step', () => {
    renderWithProviders(<EmptyState message="Roles grant whole areas on every account." />);
    expect(screen.getByText('Roles grant whole areas on every account.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
