import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  it('searches the trimmed text when Search is pressed', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchBox onSearch={onSearch} />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input).toHaveAttribute('placeholder', 'Search…');
    await user.type(input, '  MSC Oscar ');
    expect(onSearch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('MSC Oscar');
  });

  it('searches on Enter', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchBox onSearch={onSearch} defaultValue="Halifax" label="Search ports" />);
    const input = screen.getByRole('textbox', { name: 'Search ports' });
    expect(input).toHaveValue('Halifax');
    const user = userEvent.setup();
    await user.type(input, ' port{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Halifax port');
  });

  it('searches an empty query to clear the search', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchBox onSearch={onSearch} defaultValue="old" />);
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
  });
});
