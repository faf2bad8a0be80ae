import { JOB_MSG, type TJob } from '@lanehub/shared/features/jobs/jobs.contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { setAccessToken } from '../lib/session';
import { callsOf, fakeJwt, mockFetch } from '../test/fetch-mock';
import { renderWithProviders, resetClientState } from '../test/render';
import { JobProgress } from './job-progress';

const job = (fields: Partial<TJob>): TJob => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'location-import',
  state: 'running',
  progress: 40,
  counts: { total: 5000, done: 0 },
  result: null,
  errorReport: null,
  cancelRequested: false,
  createdAt: '2026-11-23T22:00:00.000Z',
  startedAt: '2026-11-23T22:00:01.000Z',
  finishedAt: null,
  ...fields,
});
const URL = `/api/jobs/${job({}).id}`;

describe('JobProgress', () => {
  beforeEach(async () => {
    await resetClientState();
    setAccessToken(fakeJwt(Math.floor(Date.now() / 1000) + 900));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the bar while the job runs, asks again until it ends, then shows the result once', async () => {
    const replies = [
      job({ progress: 40 }),
      job({ progress: 80 }),
      job({ state: 'completed', progress: 100, result: { imported: 5000 } }),
    ];
    const fetchFn = mockFetch({
      [`GET ${URL}`]: () => ({ body: { data: replies.shift() ?? replies.at(-1), meta: {} } }),
    });
    const onEnd = vi.fn();
    renderWithProviders(
      <JobProgress jobId={job({}).id} onEnd={onEnd} renderResult={(j) => `Imported ${String(j.result?.imported)}`} />,
    );
    expect(await screen.findByText('Running · 40%')).toBeInTheDocument();
    expect(screen.getByText('0 of 5,000')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

    expect(await screen.findByText('Imported 5000', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Done')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd.mock.calls[0]?.[0]).toMatchObject({ state: 'completed' });
    // No more polling once the job ended.
    const calls = callsOf(fetchFn).length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(callsOf(fetchFn)).toHaveLength(calls);
  });

  it('cancels: the button calls the cancel route, then the outcome says nothing was changed', async () => {
    let cancelled = false;
    const fetchFn = mockFetch({
      [`GET ${URL}`]: () => ({
        body: { data: cancelled ? job({ state: 'cancelled', cancelRequested: true }) : job({}), meta: {} },
      }),
      [`POST ${URL}/cancel`]: () => {
        cancelled = true;
        return { body: { data: job({ cancelRequested: true }), meta: { message: JOB_MSG.cancelRequested } } };
      },
    });
    renderWithProviders(<JobProgress jobId={job({}).id} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(callsOf(fetchFn)).toContain(`POST ${URL}/cancel`);
    expect(await screen.findByText(/Cancelling…/)).toBeInTheDocument();
    expect(await screen.findByText(JOB_MSG.cancelled, {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it("shows a failed job's message in the user's language", async () => {
    await changeLanguage('fr');
    mockFetch({
      [`GET ${URL}`]: { body: { data: job({ state: 'failed', errorReport: { message: JOB_MSG.failed } }), meta: {} } },
    });
    renderWithProviders(<JobProgress jobId={job({}).id} />);
    expect(await screen.findByText('La tâche n’a pas pu être terminée')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Échec')).toBeInTheDocument());
  });
});
