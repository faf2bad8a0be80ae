import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ConfirmDialog, phraseMatches } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('shows the default title, message and buttons', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<ConfirmDialog opened onConfirm={onConfirm} onCancel={onCancel} />);
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toBeInTheDocument();
    expect(screen.getByText('Are you sure you want to continue with this action?')).toBeInTheDocument();
    // The × is named for screen readers.
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('shows a given title, message and button labels', async () => {
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Remove lane"
        message="The lane will be removed."
        confirmLabel="Remove"
        cancelLabel="Keep"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Remove lane' })).toBeInTheDocument();
    expect(screen.getByText('The lane will be removed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });

  it('enables Confirm only when the trimmed input equals the phrase, any case', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<ConfirmDialog opened phrase="Remove Lane" onConfirm={onConfirm} onCancel={() => {}} />);
    expect(await screen.findByText('Type Remove Lane below to confirm.')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    const input = screen.getByLabelText('Type Remove Lane below to confirm.');
    expect(confirm).toBeDisabled();
    const user = userEvent.setup();
    await user.type(input, 'remove lan');
    expect(confirm).toBeDisabled();
    await user.type(input, 'e  ');
    expect(confirm).toBeEnabled();
    await user.type(input, 'x');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, ' REMOVE LANE');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('compares phrases trimmed and case-insensitively', () => {
    expect(phraseMatches('  delete ', 'DELETE')).toBe(true);
    expect(phraseMatches('delet', 'DELETE')).toBe(false);
    expect(phraseMatches('de lete', 'DELETE')).toBe(false);
  });

  it('blocks a second Confirm while an async confirm is running', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<ConfirmDialog opened onConfirm={onConfirm} onCancel={() => {}} />);
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    const user = userEvent.setup();
    await user.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
    finish();
    await waitFor(() => expect(confirm).toBeEnabled());
  });

  it('toasts the error of a failed confirm', async () => {
    const onConfirm = vi.fn(async () => {
      throw new Error('Delete data error!');
    });
    renderWithProviders(<ConfirmDialog opened onConfirm={onConfirm} onCancel={() => {}} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Delete data error!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });
});
