import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { AppModal } from './app-modal';

// Mantine writes the width as a CSS variable in rem (16 px each), scaled by the theme.
const sizeVar = (dialog: HTMLElement, name: string) =>
  (dialog.closest(`.mantine-${name}-root`) as HTMLElement | null)?.style.getPropertyValue(
    `--${name.toLowerCase()}-size`,
  );

describe('AppModal', () => {
  it('opens centred, 600 wide, with its title, content and a close icon', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <AppModal opened onClose={onClose} title="Edit lane">
        Lane body
      </AppModal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit lane' });
    expect(dialog).toHaveTextContent('Lane body');
    expect(sizeVar(dialog, 'Modal')).toContain('37.5rem');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    renderWithProviders(<AppModal opened onClose={onClose} title="Edit lane" />);
    await screen.findByRole('dialog', { name: 'Edit lane' });
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on a click outside the dialog', async () => {
    const onClose = vi.fn();
    renderWithProviders(<AppModal opened onClose={onClose} title="Edit lane" />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit lane' });
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    fireEvent.click(overlay as Element);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('hides the close icon when withCloseButton is false', async () => {
    renderWithProviders(<AppModal opened onClose={() => {}} title="Edit lane" withCloseButton={false} />);
    await screen.findByRole('dialog', { name: 'Edit lane' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('side variant is a drawer from the right with the given width, also closed by Escape', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <AppModal variant="side" width={800} opened onClose={onClose} title="Details">
        Side body
      </AppModal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Details' });
    expect(dialog).toHaveTextContent('Side body');
    const root = dialog.closest('.mantine-Drawer-root') as HTMLElement | null;
    expect(root?.style.getPropertyValue('--drawer-justify')).toBe('flex-end');
    expect(sizeVar(dialog, 'Drawer')).toContain('50rem');
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders nothing while closed', () => {
    renderWithProviders(<AppModal opened={false} onClose={() => {}} title="Edit lane" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no title bar landmark of its own: the header element would be a second banner', async () => {
    for (const variant of ['center', 'side'] as const) {
      const view = renderWithProviders(
        <AppModal opened onClose={vi.fn()} title="Edit lane" variant={variant}>
          Lane body
        </AppModal>,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Edit lane' });
      expect(dialog.querySelector('header')).toBeNull();
      expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
      view.unmount();
    }
  });
});
