import { csvLine } from '@lanehub/shared/features/locations/location-csv';
import {
  LOCATION_CSV_COLUMNS,
  LOCATION_MSG,
  type TLocation,
  withCause,
} from '@lanehub/shared/features/locations/locations.contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchableSelect } from '../../components/searchable-select';
import { ENGLISH, i18n } from '../../lib/i18n';
import { callsOf, type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders, renderWithRoutes, resetClientState } from '../../test/render';
import { signInWithPermissions } from '../../test/sign-in';
import { translateLocationMessage } from './location-text';
import { locationRoutes } from './routes';
import { useLocationOptions } from './use-location-options';

const signIn = signInWithPermissions;

const location = (n: number, overrides: Partial<TLocation> = {}): TLocation => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Port ${n}`,
  type: 'port',
  code: 'CAMTR',
  locationType: null,
  address: null,
  address1: null,
  city: 'Montreal',
  province: null,
  state: 'QC',
  stateName: 'Quebec',
  country: 'CA',
  countryName: 'Canada',
  zip: null,
  postCode: 'H3C 3R5',
  contact: {},
  latitude: null,
  longitude: null,
  createdAt: '2026-01-01T12:00:00.000Z',
  updatedAt: '2026-01-02T12:00:00.000Z',
  ...overrides,
});

const reference = {
  'GET /api/lanehub-core/location-types': {
    body: {
      data: [
        { value: 'port', label: 'Port' },
        { value: 'terminal', label: 'Terminal' },
        { value: 'yard', label: 'Yard' },
      ],
      meta: {},
    },
  },
  'GET /api/reference/countries': {
    body: {
      data: [
        { code2: 'CA', code3: 'CAN', name: 'Canada' },
        { code2: 'US', code3: 'USA', name: 'United States' },
      ],
      meta: {},
    },
  },
  'GET /api/reference/countries/CA/states': {
    body: {
      data: [
        { code: 'ON', name: 'Ontario', type: 'Province' },
        { code: 'QC', name: 'Quebec', type: 'Province' },
      ],
      meta: {},
    },
  },
  'GET /api/reference/countries/US/states': {
    body: { data: [{ code: 'NY', name: 'New York', type: 'State' }], meta: {} },
  },
};

const listReply = (req: MockRequest) => {
  const rows = [
    location(1),
    location(2, { name: 'Port of Halifax', code: 'CAHAL', state: 'NS', stateName: 'Nova Scotia' }),
  ];
  return {
    body: { data: rows, meta: { total: rows.length, skip: 0, limit: Number(req.url.searchParams.get('limit')) } },
  };
};

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) {
    throw new Error('no file input');
  }
  return input;
};

describe('location screens', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the port locations with the shared table, filtered to ports', async () => {
    signIn(['company.*']);
    const fetchFn = mockFetch({ ...reference, 'GET /api/lanehub-core/locations': listReply });
    renderWithRoutes(locationRoutes(), '/company/locations/port-locations');

    expect(await screen.findByRole('heading', { name: 'Port locations' })).toBeInTheDocument();
    expect(await screen.findByText('Port of Halifax')).toBeInTheDocument();
    expect(screen.getByText('1-2 of 2')).toBeInTheDocument();
    expect(screen.getAllByText('Canada').length).toBe(2);
    expect(screen.getByText('Nova Scotia')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ports', selected: true })).toBeInTheDocument();
    expect(callsOf(fetchFn)).toContain('GET /api/lanehub-core/locations?type=port&skip=0&limit=10&sort=name&order=asc');
  });

  it('adds a port: the country loads its states, and the UN/LOCODE rule shows on the code', async () => {
    signIn(['company.*']);
    let posted: unknown;
    const fetchFn = mockFetch({
      ...reference,
      'GET /api/lanehub-core/locations': listReply,
      'POST /api/lanehub-core/locations': (req) => {
        posted = req.body;
        return { status: 201, body: { data: location(3), meta: { message: LOCATION_MSG.created } } };
      },
    });
    renderWithRoutes(locationRoutes(), '/company/locations/port-locations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New location' }));
    const dialog = await screen.findByRole('dialog', { name: 'New location' });

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Port of Montreal');
    const stateInput = within(dialog).getByRole('combobox', { name: 'State / province' });
    expect(stateInput).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Canada' }));
    await waitFor(() => expect(stateInput).toBeEnabled());
    expect(callsOf(fetchFn)).toContain('GET /api/reference/countries/CA/states');
    await user.click(stateInput);
    await user.click(await screen.findByRole('option', { name: 'Quebec (QC)' }));

    const code = within(dialog).getByRole('textbox', { name: /Code/ });
    await user.type(code, 'MTR');
    await user.tab();
    expect(await within(dialog).findByText('Must be a UN/LOCODE such as CAMTR')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'camtr');
    await waitFor(() =>
      expect(within(dialog).queryByText('Must be a UN/LOCODE such as CAMTR')).not.toBeInTheDocument(),
    );

    // Another country: the states start over and are those of the new country.
    await user.click(within(dialog).getByRole('combobox', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    await waitFor(() => expect(callsOf(fetchFn)).toContain('GET /api/reference/countries/US/states'));
    expect(stateInput).toHaveValue('');
    expect(await within(dialog).findByText("Must be a UN/LOCODE of the location's country (US…)")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Canada' }));
    await user.click(stateInput);
    await user.click(await screen.findByRole('option', { name: 'Quebec (QC)' }));

    // Coordinates come in pairs: a latitude alone is refused on the missing longitude.
    await user.type(within(dialog).getByRole('textbox', { name: /Latitude/ }), '45.5017');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter both latitude and longitude, or neither')).toBeInTheDocument();
    expect(posted).toBeUndefined();
    await user.type(within(dialog).getByRole('textbox', { name: /Longitude/ }), '-73.5673');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Location has been created')).toBeInTheDocument();
    expect(posted).toMatchObject({
      name: 'Port of Montreal',
      type: 'port',
      code: 'CAMTR',
      country: 'CA',
      state: 'QC',
      latitude: 45.5017,
      longitude: -73.5673,
    });
    // A long walk through one form: more than the default 20 s on a loaded machine.
  }, 45_000);

  it('shows the server cause on the field', async () => {
    signIn(['company.*']);
    mockFetch({
      ...reference,
      'GET /api/lanehub-core/locations': listReply,
      'POST /api/lanehub-core/locations': {
        status: 400,
        body: {
          message: 'Failed to add company location: CAZZZ is not in the UN/LOCODE list',
          code: 'BAD_REQUEST',
          fieldErrors: { code: 'CAZZZ is not in the UN/LOCODE list' },
        },
      },
    });
    renderWithRoutes(locationRoutes(), '/company/locations/port-locations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New location' }));
    const dialog = await screen.findByRole('dialog', { name: 'New location' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Nowhere');
    await user.click(within(dialog).getByRole('combobox', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Canada' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'CAZZZ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('CAZZZ is not in the UN/LOCODE list')).toBeInTheDocument();
  });

  it('previews the first 10 rows of a CSV, uploads it, and shows the report of a refused file', async () => {
    signIn(['company.*']);
    const uploads: unknown[] = [];
    let refuse = false;
    mockFetch({
      ...reference,
      'GET /api/lanehub-core/locations': listReply,
      'POST /api/lanehub-core/locations/import': (req) => {
        uploads.push(req.body);
        return refuse
          ? {
              status: 400,
              body: {
                message: 'Failed to add company location: row 4: Must be a UN/LOCODE such as CAMTR',
                code: 'IMPORT_REFUSED',
                errors: [{ row: 4, field: 'code', message: 'Must be a UN/LOCODE such as CAMTR' }],
                rowsWithErrors: 1,
              },
            }
          : { body: { data: { imported: 12 }, meta: { message: LOCATION_MSG.imported, total: 12 } } };
      },
    });
    renderWithRoutes(locationRoutes(), '/company/locations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import locations' });
    expect(within(dialog).getByRole('button', { name: 'Import the file' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();

    const lines = [LOCATION_CSV_COLUMNS.join(','), '# twelve yards'];
    for (let i = 1; i <= 12; i++) {
      lines.push(csvLine([`Yard ${i}`, '', '', `Y${i}`, 'Toronto', 'CA', 'ON', 'yard']));
    }
    const content = lines.join('\n');
    await user.upload(fileInput(), new File([content], 'yards.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const preview = await within(dialog).findByRole('table', { name: 'First 10 rows of yards.csv' });
    const rows = within(preview).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', 'Yard 1', '', '', 'Y1', 'Toronto', 'CA', 'ON', 'yard']);
    expect(within(dialog).getByText('Rows to import: 12')).toBeInTheDocument();
    expect(uploads).toEqual([]);
    // Reading the file is a preview, not an upload: nothing says 'uploaded successfully' (issue 13 §5).
    expect(screen.queryByText(/uploaded successfully/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Import 12 locations' }));
    expect(await screen.findByText('File imported succesfully')).toBeInTheDocument();
    expect(uploads).toEqual([{ fileName: 'yards.csv', content }]);
    // The result says where the rows are: twelve yards, on the yard screen.
    expect(within(dialog).getByText('12 locations on')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Yard locations' })).toHaveAttribute(
      'href',
      '/company/locations/yard-locations',
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import locations' })).not.toBeInTheDocument());

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const again = await screen.findByRole('dialog', { name: 'Import locations' });
    await user.upload(fileInput(), new File([content], 'yards.csv', { type: 'text/csv' }));
    await user.click(within(again).getByRole('button', { name: 'Preview' }));
    await user.click(await within(again).findByRole('button', { name: 'Import 12 locations' }));
    const report = await within(again).findByRole('table', { name: 'Problem' });
    // The row is named as the user finds it in the file: its number and its name (row 4 is 'Yard 2').
    expect(
      within(report)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', 'Yard 2', 'code', 'Must be a UN/LOCODE such as CAMTR']);
    expect(
      within(again).getByText('Nothing was imported. Correct these rows and upload the file again.'),
    ).toBeVisible();
  });

  it('follows a large file imported as a job: progress, then the count imported', async () => {
    signIn(['company.*']);
    const jobId = '00000000-0000-4000-8000-0000000000aa';
    const base = {
      id: jobId,
      kind: 'location-import',
      counts: { total: 3000, done: 0 },
      errorReport: null,
      cancelRequested: false,
      createdAt: '2026-11-23T22:00:00.000Z',
      startedAt: null,
      finishedAt: null,
    };
    const states = [
      { ...base, state: 'running', progress: 50, result: null },
      { ...base, state: 'completed', progress: 100, result: { imported: 3000 } },
    ];
    mockFetch({
      ...reference,
      'GET /api/lanehub-core/locations': listReply,
      'POST /api/lanehub-core/locations/import': {
        status: 202,
        body: {
          data: { job: { ...base, state: 'queued', progress: 0, result: null } },
          meta: { message: LOCATION_MSG.importQueued },
        },
      },
      [`GET /api/jobs/${jobId}`]: () => ({ body: { data: states.length > 1 ? states.shift() : states[0], meta: {} } }),
    });
    renderWithRoutes(locationRoutes(), '/company/locations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import locations' });
    const content = [
      LOCATION_CSV_COLUMNS.join(','),
      csvLine(['Yard 1', '', '', '', 'Toronto', 'CA', 'ON', 'yard']),
    ].join('\n');
    await user.upload(fileInput(), new File([content], 'yards.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 1 location' }));

    expect(await within(dialog).findByText('Running · 50%')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Locations imported: 3000', {}, { timeout: 4000 })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import locations' })).not.toBeInTheDocument());
  });

  it("says 'File is empty' for a CSV with nothing to import, before any upload", async () => {
    signIn(['company.*']);
    const fetchFn = mockFetch({ ...reference, 'GET /api/lanehub-core/locations': listReply });
    renderWithRoutes(locationRoutes(), '/company/dc-location');
    const user = userEvent.setup();
    // The title is the menu's words (issue 13 §11: 'Distribution Center' in both).
    expect(await screen.findByRole('heading', { name: 'Distribution Center' })).toBeInTheDocument();
    // The tab is named after the screen (issue 13 §11).
    expect(document.title).toBe('Distribution Center · Lanehub');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import locations' });
    await user.upload(
      fileInput(),
      new File([`${LOCATION_CSV_COLUMNS.join(',')}\n# nothing\n`], 'empty.csv', { type: 'text/csv' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect((await within(dialog).findAllByText('File is empty')).length).toBeGreaterThan(0);
    expect(callsOf(fetchFn).some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('shows no write buttons to a reader', async () => {
    signIn(['company.view']);
    mockFetch({ ...reference, 'GET /api/lanehub-core/locations': listReply });
    renderWithRoutes(locationRoutes(), '/company/locations/yard-locations');
    expect(await screen.findByText('Port of Halifax')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New location' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('exports the list as the reader filtered and sorted it, saved as lanehub_locations_<day>.csv', async () => {
    signIn(['company.view']);
    const fetchFn = mockFetch({
      ...reference,
      'GET /api/lanehub-core/locations': listReply,
      'GET /api/lanehub-core/locations/export': { body: 'name\r\nPort 1\r\n' },
    });
    const saved: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderWithRoutes(locationRoutes(), '/company/locations/yard-locations?search=halifax&sort=city&order=desc');
    expect(await screen.findByText('Port of Halifax')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(callsOf(fetchFn)).toContain(
      'GET /api/lanehub-core/locations/export?type=yard%2Crail-yard&search=halifax&sort=city&order=desc',
    );
    expect(saved[0]).toMatch(/^lanehub_locations_\d{4}-\d{2}-\d{2}\.csv$/);
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('shows why an export was refused', async () => {
    signIn(['company.view']);
    mockFetch({
      ...reference,
      'GET /api/lanehub-core/locations': listReply,
      'GET /api/lanehub-core/locations/export': {
        status: 400,
        body: { message: LOCATION_MSG.exportTooLarge(100000), code: 'BAD_REQUEST' },
      },
    });
    const user = userEvent.setup();
    renderWithRoutes(locationRoutes(), '/company/locations');
    expect(await screen.findByText('Port of Halifax')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('More than 100000 locations match; narrow the search to export them'),
    ).toBeInTheDocument();
  });
});

describe('useLocationOptions', () => {
  beforeEach(resetClientState);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const Picker = () => {
    const { options } = useLocationOptions(['port', 'terminal']);
    return <SearchableSelect label="Origin" options={options} value={null} onChange={() => {}} />;
  };

  it('offers the locations of the given types, up to the list limit, labelled with their code', async () => {
    signIn(['company.view']);
    const fetchFn = mockFetch({ 'GET /api/lanehub-core/locations': listReply });
    renderWithProviders(<Picker />);
    const user = userEvent.setup();
    await waitFor(() =>
      expect(callsOf(fetchFn)).toContain('GET /api/lanehub-core/locations?type=port%2Cterminal&limit=10000&sort=name'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Origin' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Port 1 (CAMTR)',
      'Port of Halifax (CAHAL)',
    ]);
  });
});

describe('location messages', () => {
  it('keeps the English catalogue equal to the shared messages and translates them', async () => {
    const en = (ENGLISH as { locations: { messages: Record<string, string> } }).locations.messages;
    expect(en.unlocode).toBe(LOCATION_MSG.unlocode);
    expect(en.type).toBe(LOCATION_MSG.type);
    expect(en.headerMissing).toBe(LOCATION_MSG.headerMissing);
    expect(en.stateNotInCountry?.replace('{{state}}', 'NY').replace('{{country}}', 'Canada')).toBe(
      LOCATION_MSG.stateNotInCountry('NY', 'Canada'),
    );
    await i18n.changeLanguage('fr');
    // The message as the server makes it (its code travels with it; a bare string of unknown origin has none).
    const failure = withCause(LOCATION_MSG.failedToAdd, LOCATION_MSG.unlocodeUnknown('CAZZZ'));
    expect(failure).toBe('Failed to add company location: CAZZZ is not in the UN/LOCODE list');
    expect(translateLocationMessage(i18n.t, failure)).toBe(
      'Échec de l’ajout de l’emplacement\u00a0: CAZZZ ne figure pas dans la liste UN/LOCODE',
    );
    expect(translateLocationMessage(i18n.t, 'This field is required')).toBe('Ce champ est obligatoire');
    await i18n.changeLanguage('en');
  });
});
