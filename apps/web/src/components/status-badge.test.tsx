import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { EnabledBadge, StatusBadge, sentenceCase } from './status-badge';

describe('StatusBadge', () => {
  it('reads in sentence case, whatever case the text came in', () => {
    renderWithProviders(
      <>
        <StatusBadge tone="positive">ENABLED</StatusBadge>
        <StatusBadge tone="warning">awaiting approval</StatusBadge>
        <StatusBadge tone="info">UN/LOCODE checked</StatusBadge>
      </>,
    );
    expect(screen.getByText('Enabled')).toBeInTheDocument();
    expect(screen.getByText('Awaiting approval')).toBeInTheDocument();
    // Capitals inside a sentence stay as written.
    expect(screen.getByText('UN/LOCODE checked')).toBeInTheDocument();
    expect(screen.queryByText('ENABLED')).not.toBeInTheDocument();
  });

  it('has one style: no upper-case transform, the colour given by the tone', () => {
    renderWithProviders(
      <>
        <StatusBadge tone="positive">Enabled</StatusBadge>
        <StatusBadge tone="negative">Disabled</StatusBadge>
      </>,
    );
    const enabled = screen.getByText('Enabled').closest('[data-tone]');
    const disabled = screen.getByText('Disabled').closest('[data-tone]');
    expect(enabled).toHaveAttribute('data-tone', 'positive');
    expect(disabled).toHaveAttribute('data-tone', 'negative');
    expect(enabled?.getAttribute('data-variant')).toBe(disabled?.getAttribute('data-variant'));
    expect(enabled).not.toHaveStyle({ textTransform: 'uppercase' });
  });

  it('turns all-capital text into a sentence and leaves mixed case alone', () => {
    expect(sentenceCase('ENABLED')).toBe('Enabled');
    expect(sentenceCase('enabled')).toBe('Enabled');
    expect(sentenceCase('Port of Montréal')).toBe('Port of Montréal');
    expect(sentenceCase('ÉTÉ')).toBe('Été');
    expect(sentenceCase('')).toBe('');
  });
});

describe('EnabledBadge (issue 13 §11)', () => {
  it("says 'Enabled' or 'Disabled' in sentence case, never 'YES' or 'ENABLED'", () => {
    renderWithProviders(
      <>
        <EnabledBadge enabled />
        <EnabledBadge enabled={false} />
      </>,
    );
    const enabled = screen.getByText('Enabled').closest('.mantine-Badge-root') as HTMLElement;
    expect(enabled).toHaveStyle({ textTransform: 'none' });
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    expect(screen.queryByText(/^yes$/i)).not.toBeInTheDocument();
  });
});
