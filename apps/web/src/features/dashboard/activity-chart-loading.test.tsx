import type { TDashboard } from '@lanehub/shared/features/dashboard/dashboard.contract';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAccountSelection, setAccessToken, setAuthTime } from '../../lib/session';
import { fakeJwt, mockFetch } from '../../test/fetch-mock';
import { makeProfile } from '../../test/fixtures';
import { renderApp, resetClientState } from '../../test/render';

// The activity chart (recharts, about 97 KiB as transferred) is downloaded when its place on the
// dashboard comes into view, not with the dashboard (issue 13 budgets, docs/performance.md).

const chart = vi.hoisted(() => ({ loaded: false }));
vi.mock('./components/activity-chart', () => {
  chart.loaded = true;
  return { ActivityChart: () => <p>The weekly chart</p> };
});

/** A browser's IntersectionObserver, told by the test when its element enters the viewport. */
const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
class FakeIntersectionObserver {
  readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [] };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  unobserve() {}
  disconnect() {
    this.entry.elements = [];
  }
}
const scrollIntoView = () => {
  for (const { callback, elements } of observers) {
    const entries = elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    if (entries.length) {
      callback(entries, {} as IntersectionObserver);
    }
  }
};

const dashboard: TDashboard = {
  view: 'main',
  attention: [],
  figures: [{ key: 'users', value: 3, link: null, breakdown: [] }],
  activity: [
    { week: '2026-11-09', created: 1, changed: 0 },
    { week: '2026-11-16', created: 4, changed: 2 },
  ],
};

describe('the dashboard activity chart', () => {
  beforeEach(async () => {
    await resetClientState();
    observers.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    setAccessToken(fakeJwt(Math.floor(Date.now() / 1000) + 900));
    setAuthTime(Date.now());
    saveAccountSelection({
      account: { _id: 'a1', number: 'ACC-1001', accountType: null, mode: null, enable: true },
      mode: 'ocean',
      type: null,
      integratedShipping: false,
    });
    mockFetch({
      'GET /api/user/profile': { body: { data: [makeProfile({ role: 'admin' })], meta: {} } },
      'GET /api/uaa/user-policy': {
        body: { data: { roles: [], permissions: ['company.*'], isSystemAdmin: false }, meta: {} },
      },
      'GET /api/dashboard/main': { body: { data: dashboard, meta: {} } },
      'GET /api/notifications': { body: { data: [], meta: { total: 0, skip: 0, limit: 10, unread: 0 } } },
      'GET /api/help': { status: 404, body: { message: 'No help for this screen', code: 'NOT_FOUND' } },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is downloaded only when its place comes into view, then drawn', async () => {
    renderApp('/dashboard');
    expect(await screen.findByTestId('activity-summary')).toHaveTextContent(
      '5 records created and 2 changed or removed in the last 2 weeks',
    );
    expect(chart.loaded).toBe(false);
    expect(screen.queryByText('The weekly chart')).not.toBeInTheDocument();

    act(scrollIntoView);
    expect(await screen.findByText('The weekly chart')).toBeInTheDocument();
    expect(chart.loaded).toBe(true);
  });
});
