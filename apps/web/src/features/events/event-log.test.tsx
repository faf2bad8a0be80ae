import type { TDomainEvent } from '@lanehub/shared/features/events/events.contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { setAccessToken } from '../../lib/session';
import { callsOf, fakeJwt, mockFetch } from '../../test/fetch-mock';
import { renderWithRoutes, resetClientState } from '../../test/render';
import { ChangeLogPage } from './pages/change-log-page';

const event = (n: number, fields: Partial<TDomainEvent> = {}): TDomainEvent => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  companyId: '00000000-0000-4000-8000-00000000aaaa',
  companyName: 'Alpha Shipper',
  aggregateType: 'account',
  aggregateId: '00000000-0000-4000-8000-00000000bbbb',
  sequence: n,
  type: 'account.updated',
  actorUserId: '00000000-0000-4000-8000-00000000cccc',
  actorEmail: 'claire@alpha.test',
  occurredAt: '2026-11-23T22:00:00.000Z',
  before: { number: `ACC-${n - 1}` },
  after: { number: `ACC-${n}` },
  ...fields,
});

const URL = '/api/lanehub-core/events';

describe('Change log screen', () => {
  beforeEach(async () => {
    await resetClientState();
    setAccessToken(fakeJwt(Math.floor(Date.now() / 1000) + 900));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('says when nothing is recorded, with the next step and nothing to export', async () => {
    mockFetch({ [`GET ${URL}`]: () => ({ body: { data: [], meta: { nextCursor: null } } }) });
    renderWithRoutes([{ path: '*', element: <ChangeLogPage /> }], '/');
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
    expect(screen.getByText(/Each change to the records/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage the users' })).toHaveAttribute('href', '/settings/users');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeDisabled();
  });

  it('shows a failed log as an error with a retry', async () => {
    let failing = true;
    mockFetch({
      [`GET ${URL}`]: () =>
        failing
          ? { status: 500, body: { message: 'The change log could not be read' } }
          : { body: { data: [event(1)], meta: { nextCursor: null } } },
    });
    renderWithRoutes([{ path: '*', element: <ChangeLogPage /> }], '/');
    expect(await screen.findByRole('alert')).toHaveTextContent('The change log could not be read');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('claire@alpha.test')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows what changed, walks the pages by cursor and sends the filters', async () => {
    const fetchFn = mockFetch({
      [`GET ${URL}`]: (request) =>
        request.url.searchParams.get('cursor') === 'page-2'
          ? { body: { data: [event(1, { type: 'account.created', before: null })], meta: { nextCursor: null } } }
          : // A full page (25 rows, newest first) and the cursor of the next one.
            {
              body: {
                data: Array.from({ length: 25 }, (_, i) => event(26 - i)),
                meta: { nextCursor: 'page-2' },
              },
            },
    });
    const { router } = renderWithRoutes([{ path: '*', element: <ChangeLogPage /> }], '/');
    expect(await screen.findAllByText('claire@alpha.test')).toHaveLength(25);
    expect(screen.queryByText('account.created')).toBeNull();
    expect(screen.getByText('"ACC-2" → "ACC-3"', { exact: false })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('account.created')).toBeInTheDocument();
    expect(callsOf(fetchFn).some((c) => c.includes('cursor=page-2'))).toBe(true);
    // The page is in the URL (a reload or a shared link finds it), and Previous walks back by cursor.
    expect(router.state.location.search).toContain('cursors=page-2');
    expect(screen.getByText('26-26 of 26')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /previous/i }));
    expect(await screen.findAllByText('claire@alpha.test')).toHaveLength(25);
    expect(router.state.location.search).not.toContain('cursors');
    expect(screen.getByText('1-25 of 26+')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Event type'), 'location.');
    await waitFor(() => expect(callsOf(fetchFn).some((c) => c.includes('type=location.'))).toBe(true));
    // A new filter starts again from the first page, and is kept in the URL.
    const last = callsOf(fetchFn).at(-1) ?? '';
    expect(last).not.toContain('cursor=');
    expect(router.state.location.search).toContain('type=location.');
  });

  it('filters by a user and a record chosen by name: the pickers search the server, the list gets their ids', async () => {
    const claire = '00000000-0000-4000-8000-00000000cccc';
    const record = '00000000-0000-4000-8000-00000000bbbb';
    const fetchFn = mockFetch({
      [`GET ${URL}`]: { body: { data: [event(1)], meta: { nextCursor: null } } },
      [`GET ${URL}/actors`]: (request) => ({
        body: {
          data:
            request.url.searchParams.get('search') === 'clai'
              ? [{ id: claire, name: 'Claire Dupont', email: 'claire@alpha.test' }]
              : [],
          meta: {},
        },
      }),
      [`GET ${URL}/records`]: (request) => ({
        body: {
          data:
            request.url.searchParams.get('search') === 'Port'
              ? [{ aggregateType: 'location', aggregateId: record, name: 'Port of Montreal' }]
              : [],
          meta: {},
        },
      }),
    });
    renderWithRoutes([{ path: '*', element: <ChangeLogPage /> }], '/');
    await screen.findAllByText('claire@alpha.test');

    await userEvent.type(screen.getByLabelText('User'), 'clai');
    await userEvent.click(await screen.findByRole('option', { name: 'Claire Dupont (claire@alpha.test)' }));
    await waitFor(() =>
      expect(callsOf(fetchFn).some((c) => c.startsWith(`GET ${URL}?`) && c.includes(`actor=${claire}`))).toBe(true),
    );

    await userEvent.type(screen.getByLabelText('Record'), 'Port');
    await userEvent.click(await screen.findByRole('option', { name: 'Port of Montreal' }));
    await waitFor(() =>
      expect(
        callsOf(fetchFn).some(
          (c) => c.startsWith(`GET ${URL}?`) && c.includes(`aggregateId=${record}`) && c.includes(`actor=${claire}`),
        ),
      ).toBe(true),
    );
    // The names were searched on the server, never typed as ids.
    expect(callsOf(fetchFn).some((c) => c.startsWith(`GET ${URL}/actors?`) && c.includes('search=clai'))).toBe(true);
  });

  it('speaks French', async () => {
    mockFetch({ [`GET ${URL}`]: { body: { data: [], meta: { nextCursor: null } } } });
    await changeLanguage('fr');
    renderWithRoutes([{ path: '*', element: <ChangeLogPage /> }], '/');
    expect(await screen.findByText('Journal des modifications', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter en Excel' })).toBeInTheDocument();
    expect(await screen.findByText('Aucune modification enregistrée pour l’instant')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gérer les utilisateurs' })).toBeInTheDocument();
  });

  it.each([
    ['en', '11/23/2026 17:00'],
    ['fr', '23/11/2026 17:00'],
    ['es', '23/11/2026 17:00'],
  ] as const)('shows when each change happened in Toronto time, as %s writes dates', async (lng, when) => {
    await changeLanguage(lng);
    mockFetch({ [`GET ${URL}`]: () => ({ body: { data: [event(1)], meta: { nextCursor: null } } }) });
    renderWithRoutes([{ path: '*', element: <ChangeLogPage /> }], '/');
    expect(await screen.findByText('claire@alpha.test')).toBeInTheDocument();
    // 22:00 UTC on November 23 is 17:00 in Toronto, whatever the browser's zone and language.
    expect(screen.getByText(when)).toBeInTheDocument();
  });
});
