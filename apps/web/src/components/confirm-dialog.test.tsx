import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('shows the default title, message and buttons', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<ConfirmDialog opened onConfirm={onConfirm} onCancel={onCancel} />);
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toBeInTheDocument();
    expect(screen.getByText('Are you sure you want to continue with this action?')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('keeps Confirm disabled until the phrase is typed, ignoring case and spaces', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<ConfirmDialog opened phrase="DELETE" onConfirm={onConfirm} onCancel={() => {}} />);
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Type DELETE below to confirm.'), '  delete ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
