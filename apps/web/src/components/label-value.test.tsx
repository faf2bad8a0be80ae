import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { renderWithProviders } from '../test/render';
import { LabelValue } from './label-value';

describe('LabelValue (docs/i18n.md, "Labels and values")', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it.each([
    ['en', 'Bill to: Acme Freight Ltd.'],
    ['fr', 'Bill to\u00a0: Acme Freight Ltd.'],
    ['es', 'Bill to: Acme Freight Ltd.'],
  ] as const)('puts the colon where %s writes it, the label and value in their elements', async (lng, text) => {
    await changeLanguage(lng);
    renderWithProviders(
      <p data-testid="line">
        <LabelValue
          label="Bill to"
          labelAs={<a href="/orders/1">placeholder</a>}
          value="Acme Freight Ltd."
          valueAs={<b />}
        />
      </p>,
    );
    expect(screen.getByTestId('line').textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Bill to' })).toHaveAttribute('href', '/orders/1');
    expect(screen.getByText('Acme Freight Ltd.').tagName).toBe('B');
  });
});
