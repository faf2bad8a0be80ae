import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CompletionProgress, filledSegments } from './completion-progress';

const lit = () =>
  screen.getAllByTestId('progress-segment').filter((segment) => segment.dataset.filled === 'true').length;

describe('filledSegments', () => {
  it('lights one segment per started quarter, none at 0%', () => {
    expect([0, 1, 25, 26, 50, 51, 75, 76, 100].map(filledSegments)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect(filledSegments(-10)).toBe(0);
    expect(filledSegments(250)).toBe(4);
  });
});

describe('CompletionProgress', () => {
  it.each([
    [0, 0],
    [25, 1],
    [40, 2],
    [75, 3],
    [100, 4],
  ])('shows %s%% Completed with %s of 4 segments filled', (percent, segments) => {
    renderWithProviders(<CompletionProgress percent={percent} />);
    expect(screen.getByText(`${percent}% Completed`)).toBeInTheDocument();
    expect(screen.getAllByTestId('progress-segment')).toHaveLength(4);
    expect(lit()).toBe(segments);
    expect(screen.getByRole('progressbar', { name: `${percent}% Completed` })).toHaveAttribute(
      'aria-valuenow',
      String(percent),
    );
  });

  it('rounds the percentage it shows', () => {
    renderWithProviders(<CompletionProgress percent={66.6} />);
    expect(screen.getByText('67% Completed')).toBeInTheDocument();
    expect(lit()).toBe(3);
  });
});
