import type { TAiModel, TAiSession } from '@lanehub/shared/features/ai/ai.contract';
import type { SolverResult } from '@lanehub/solvers/model';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders, renderWithRoutes, resetClientState } from '../../test/render';
import { signInWithPermissions } from '../../test/sign-in';
import { ResultView } from './components/result-view';
import { AiModelPage } from './pages/ai-model-page';

const BASE = '/api/lanehub-core/ai';
const ID = '00000000-0000-4000-8000-0000000000a1';

const sarima: TAiModel = {
  id: 'sarima',
  label: 'SARIMA forecast',
  description: 'Seasonal ARIMA forecast',
  inputKinds: ['series', 'demo'],
  defaults: {
    auto: false,
    p: 0,
    d: 1,
    q: 1,
    P: 0,
    D: 1,
    Q: 1,
    horizon: 12,
    logTransform: true,
    backtestOrigins: 12,
    confidence: 0.95,
  },
  fields: [
    { name: 'auto', type: 'boolean', default: false },
    ...(['p', 'd', 'q', 'P', 'D', 'Q'] as const).map((name) => ({
      name,
      type: 'integer' as const,
      default: 0,
      min: 0,
    })),
    { name: 'horizon', type: 'integer', default: 12, min: 1, max: 104 },
    { name: 'logTransform', type: 'boolean', default: true },
    { name: 'backtestOrigins', type: 'integer', default: 12, min: 0, max: 52 },
    { name: 'confidence', type: 'number', default: 0.95, min: 0.5, max: 0.99 },
  ],
  demoSize: { label: 'Months', min: 24, max: 240, default: 60 },
};

const sgvrp: TAiModel = {
  id: 'sgvrp',
  label: 'Vehicle routing (sgvrp)',
  description: 'Routes vehicles',
  inputKinds: ['demo', 'file'],
  defaults: { timeLimitSeconds: 10, seed: 1, maxIterations: null },
  fields: [
    { name: 'timeLimitSeconds', type: 'number', default: 10, min: 0, max: 3600 },
    { name: 'seed', type: 'integer', default: 1, min: 0 },
    { name: 'maxIterations', type: 'integer', default: null, min: 0, optional: true },
  ],
  demoSize: { label: 'Customers', min: 5, max: 200, default: 30 },
};

const session = (overrides: Partial<TAiSession> = {}): TAiSession => ({
  id: ID,
  model: 'sarima',
  name: 'Air passengers',
  status: 'completed',
  params: {},
  inputSummary: { source: 'csv', label: 'air.csv', periods: 144, from: '1949-01', to: '1960-12' },
  progress: { iteration: 13, objective: -483.393, fraction: 1, elapsedMs: 2100 },
  error: null,
  hasResult: true,
  createdAt: '2026-11-24T10:00:00.000Z',
  startedAt: '2026-11-24T10:00:01.000Z',
  finishedAt: '2026-11-24T10:00:03.000Z',
  ...overrides,
});

const forecastRows = Array.from({ length: 14 }, (_, k) => ({
  period: `1961-${String((k % 12) + 1).padStart(2, '0')}${k >= 12 ? 'b' : ''}`,
  forecast: 450.4 + k,
  lower: 420 + k,
  upper: 480 + k,
}));

const result: SolverResult = {
  status: 'optimal',
  objective: -483.393,
  kpis: [
    { key: 'mape', label: 'Backtest MAPE', value: 2.8198, unit: '%' },
    { key: 'naiveMape', label: 'Seasonal-naive MAPE', value: 9.3121, unit: '%' },
  ],
  tables: [
    {
      id: 'forecast',
      title: 'Forecast with 95% prediction interval',
      columns: [
        { key: 'period', label: 'Period' },
        { key: 'forecast', label: 'Forecast', numeric: true },
        { key: 'lower', label: 'Lower', numeric: true },
        { key: 'upper', label: 'Upper', numeric: true },
      ],
      rows: forecastRows,
    },
  ],
  series: [
    {
      id: 'forecast',
      title: 'air.csv',
      points: [
        { t: '1960-12', value: 432, kind: 'actual' },
        { t: '1961-01', value: 450.4, lower: 420, upper: 480, kind: 'forecast' },
      ],
    },
  ],
};

/** Mantine's FileInput: a button named by the label, and the file input it opens. */
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

const renderPage = (path: string) => renderWithRoutes([{ path: '/ai/:model', Component: AiModelPage }], path);

describe('AI model page', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows a finished session's KPIs and its forecast table a page at a time", async () => {
    signInWithPermissions(['ai.view']);
    mockFetch({
      [`GET ${BASE}/models`]: { body: { data: [sarima], meta: {} } },
      [`GET ${BASE}/sessions`]: { body: { data: [session()], meta: { total: 1 } } },
      [`GET ${BASE}/sessions/${ID}`]: { body: { data: session(), meta: {} } },
      [`GET ${BASE}/sessions/${ID}/result`]: { body: { data: result, meta: {} } },
    });
    renderPage(`/ai/sarima?session=${ID}`);
    expect(await screen.findByText('Backtest MAPE')).toBeInTheDocument();
    expect(screen.getByText('2.8198 %')).toBeInTheDocument();
    expect(screen.getByText('9.3121 %')).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Forecast with 95% prediction interval' });
    expect(within(table).getByText('1961-01')).toBeInTheDocument();
    // 14 rows, 12 a page: the last two are on page 2.
    expect(within(table).queryByText('1961-02b')).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: '2' }));
    expect(within(table).getByText('1961-02b')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    expect(screen.getByText('13 iterations')).toBeInTheDocument();
  });

  it('uploads a CSV, starts the session, and stops it while it runs', async () => {
    signInWithPermissions(['ai.view']);
    const posted: unknown[] = [];
    let stopped = false;
    mockFetch({
      [`GET ${BASE}/models`]: { body: { data: [sarima], meta: {} } },
      [`GET ${BASE}/sessions`]: { body: { data: [], meta: { total: 0 } } },
      [`POST ${BASE}/sessions`]: (request: MockRequest) => {
        posted.push(request.body);
        return {
          status: 201,
          body: {
            data: session({ status: 'queued', hasResult: false }),
            meta: { message: 'Session Air passengers has started' },
          },
        };
      },
      [`GET ${BASE}/sessions/${ID}`]: () => ({
        body: {
          data: session({
            status: stopped ? 'stopping' : 'running',
            hasResult: false,
            progress: { iteration: 4, objective: -480.5, fraction: 0.3, elapsedMs: 900 },
          }),
          meta: {},
        },
      }),
      [`POST ${BASE}/sessions/${ID}/stop`]: () => {
        stopped = true;
        return { body: { data: session({ status: 'stopping', hasResult: false }), meta: {} } };
      },
    });
    renderPage('/ai/sarima');
    expect(
      await screen.findByText('No session of this model yet: set one up above and press Run.'),
    ).toBeInTheDocument();
    const file = new File(['month,value\n1949-01,112\n1949-02,118\n'], 'air.csv', { type: 'text/csv' });
    await userEvent.upload(fileInput(), file);
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      model: 'sarima',
      input: {
        source: 'csv',
        fileName: 'air.csv',
        frequency: 'month',
        content: 'month,value\n1949-01,112\n1949-02,118\n',
      },
      params: { p: 0, d: 1, q: 1, horizon: 12 },
    });
    expect(await screen.findByText('4 iterations')).toBeInTheDocument();
    expect(screen.getByText('Best objective: -480.500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(stopped).toBe(true));
  });

  it('puts a refused file on the file field', async () => {
    signInWithPermissions(['ai.view']);
    mockFetch({
      [`GET ${BASE}/models`]: { body: { data: [sarima], meta: {} } },
      [`GET ${BASE}/sessions`]: { body: { data: [], meta: { total: 0 } } },
      [`POST ${BASE}/sessions`]: {
        status: 400,
        body: {
          message: 'Row 3: x is not a date (YYYY-MM or YYYY-MM-DD)',
          code: 'BAD_REQUEST',
          fieldErrors: { file: 'Row 3: x is not a date (YYYY-MM or YYYY-MM-DD)' },
        },
      },
    });
    renderPage('/ai/sarima');
    await screen.findByText('CSV file');
    await userEvent.upload(fileInput(), new File(['a,b\nx,1\n'], 'bad.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Row 3: x is not a date (YYYY-MM or YYYY-MM-DD)')).toBeInTheDocument();
  });
});

describe('AI model page: routing models', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('runs the demo instance with the size and parameters the user sets', async () => {
    signInWithPermissions(['ai.view']);
    const posted: unknown[] = [];
    mockFetch({
      [`GET ${BASE}/models`]: { body: { data: [sarima, sgvrp], meta: {} } },
      [`GET ${BASE}/sessions`]: { body: { data: [], meta: { total: 0 } } },
      [`POST ${BASE}/sessions`]: (request: MockRequest) => {
        posted.push(request.body);
        return {
          status: 201,
          body: {
            data: session({ model: 'sgvrp', status: 'queued', hasResult: false, inputSummary: { label: 'Demo' } }),
            meta: { message: 'Session Demo has started' },
          },
        };
      },
      [`GET ${BASE}/sessions/${ID}`]: {
        body: { data: session({ model: 'sgvrp', status: 'running', hasResult: false }), meta: {} },
      },
    });
    renderPage('/ai/sgvrp');
    const customers = await screen.findByRole('textbox', { name: 'Customers' });
    expect(customers).toHaveValue('30');
    // The series inputs of sarima are not offered to a routing model.
    expect(screen.queryByText('Orders of a lane')).not.toBeInTheDocument();
    expect(screen.getByText('Upload an instance file')).toBeInTheDocument();
    await userEvent.clear(customers);
    await userEvent.type(customers, '12');
    const limit = screen.getByRole('textbox', { name: 'Time limit (s)' });
    await userEvent.clear(limit);
    await userEvent.type(limit, '3');
    expect(screen.getByRole('textbox', { name: 'Iteration cap' })).toHaveAttribute('placeholder', 'No limit');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      model: 'sgvrp',
      input: { source: 'demo', seed: 1, size: 12 },
      params: { timeLimitSeconds: 3, seed: 1, maxIterations: null },
    });
  });

  it('uploads a routing instance and shows a refused one on the file field', async () => {
    signInWithPermissions(['ai.view']);
    const posted: unknown[] = [];
    const refusal = 'The file is not a routing instance: Solomon file: no CUSTOMER table';
    mockFetch({
      [`GET ${BASE}/models`]: { body: { data: [sgvrp], meta: {} } },
      [`GET ${BASE}/sessions`]: { body: { data: [], meta: { total: 0 } } },
      [`POST ${BASE}/sessions`]: (request: MockRequest) => {
        posted.push(request.body);
        return { status: 400, body: { message: refusal, code: 'BAD_REQUEST', fieldErrors: { file: refusal } } };
      },
    });
    renderPage('/ai/sgvrp');
    await userEvent.click(await screen.findByText('Upload an instance file'));
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Choose a Solomon or CVRPLIB instance file')).toBeInTheDocument();
    await userEvent.upload(fileInput(), new File(['C101\nVEHICLE\n'], 'C101.txt', { type: 'text/plain' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Best-known distance (optional)' }), '827.3');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(posted[0]).toMatchObject({
      input: { source: 'file', fileName: 'C101.txt', content: 'C101\nVEHICLE\n', bestKnown: 827.3 },
    });
  });
});

describe('Result view', () => {
  it('draws routes as polylines of their stops', () => {
    const { container } = renderWithProviders(
      <ResultView
        result={{
          status: 'feasible',
          objective: 10,
          kpis: [],
          tables: [],
          routes: [
            {
              id: 'r1',
              label: 'Truck 1',
              stops: [
                { label: 'Depot', lat: 45.5, lon: -73.6 },
                { label: 'Ottawa', lat: 45.4, lon: -75.7 },
                { label: 'Depot', lat: 45.5, lon: -73.6 },
              ],
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Routes' })).toBeInTheDocument();
    const line = container.querySelector('polyline');
    expect(line?.getAttribute('points')?.split(' ')).toHaveLength(3);
    expect(container.querySelectorAll('circle')).toHaveLength(3);
  });
});
