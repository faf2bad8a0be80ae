import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

  it("shows its owner's text when controlled, and searches it", async () => {
    const onSearch = vi.fn();
    const changes: string[] = [];
    const Owner = () => {
      const [text, setText] = useState('Montreal');
      return (
        <>
          <SearchBox
            value={text}
            onChange={(next) => {
              changes.push(next);
              setText(next);
            }}
            onSearch={onSearch}
          />
          <button type="button" onClick={() => setText('')}>
            Clear filters
          </button>
        </>
      );
    };
    renderWithProviders(<Owner />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input).toHaveValue('Montreal');
    await user.type(input, ' port{Enter}');
    expect(changes.at(-1)).toBe('Montreal port');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Montreal port');
    // The owner replaces the text (Back, Clear filters): the field shows it.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(input).toHaveValue('');
  });
});
