import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLine, locationCsvTemplate, locationInputOfCsv, parseCsvRecords, parseLocationCsv } from './location-csv';
import { LOCATION_CSV_COLUMNS, LOCATION_MSG, ZLocationInput } from './locations.contract';

const HEADER = LOCATION_CSV_COLUMNS.join(',');

describe('parseCsvRecords', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, numbering rows by their first line', () => {
    const records = parseCsvRecords('a,b\r\n"x, y","say ""hi""\nthere"\n# note, ignored\n\nlast,1');
    expect(records).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 2, cells: ['x, y', 'say "hi"\nthere'] },
      { row: 6, cells: ['last', '1'] },
    ]);
  });

  it('drops a byte order mark and a final line break', () => {
    expect(parseCsvRecords('\uFEFFname,type\n')).toEqual([{ row: 1, cells: ['name', 'type'] }]);
  });

  it('reads back whatever csvLine writes', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 5 }), { maxLength: 5 }), (rows) => {
        const kept = rows.filter((cells) => cells.some((c) => c.trim() !== '') && !cells[0]?.startsWith('#'));
        const text = kept.map(csvLine).join('\n');
        expect(parseCsvRecords(text).map((r) => r.cells)).toEqual(kept);
      }),
    );
  });
});

describe('parseLocationCsv (the vendor survey reads location files by their header)', () => {
  it('maps columns by header name, in any order and case, skipping comment rows', () => {
    const csv = [
      '# exported from the yard system',
      'TYPE,name,address,postcode,code,city,country,state',
      'port,Port of Montreal,2100 Avenue Pierre-Dupuy,H3C 3R5,CAMTR,Montreal,CA,QC',
      '# a comment between rows',
      'yard,Toronto Yard,,M5V 1J1,,Toronto,CA,ON',
    ].join('\n');
    const parsed = parseLocationCsv(csv);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) {
      return;
    }
    expect(parsed.headerRow).toBe(2);
    expect(parsed.rows.map((r) => [r.row, r.values.name, r.values.code, r.values.type])).toEqual([
      [3, 'Port of Montreal', 'CAMTR', 'port'],
      [5, 'Toronto Yard', '', 'yard'],
    ]);
  });

  it("says 'File is empty' for nothing, only comments, or a header alone", () => {
    for (const text of ['', '\n\n', '# only a note\n', `${HEADER}\n# nothing else\n`]) {
      expect(parseLocationCsv(text)).toMatchObject({ ok: false, message: LOCATION_MSG.fileEmpty });
    }
  });

  it('refuses a row before the header and names it', () => {
    const parsed = parseLocationCsv(`Port of Montreal,,,CAMTR,Montreal,CA,QC,port\n${HEADER}\n`);
    expect(parsed).toEqual({
      ok: false,
      message: 'No row may come before the header (row 2)',
      errors: [{ row: 1, message: 'No row may come before the header (row 2)' }],
    });
  });

  it('refuses a file without the header, or with a column missing or unknown', () => {
    expect(parseLocationCsv('a,b,c\n1,2,3')).toMatchObject({ ok: false, message: LOCATION_MSG.headerMissing });
    const missing = parseLocationCsv('name,address,code,city,country,state,type\nx,,,,CA,,yard');
    expect(missing).toMatchObject({
      ok: false,
      errors: [{ row: 1, field: 'postCode', message: 'Missing column postCode' }],
    });
    const unknown = parseLocationCsv(`${HEADER},zip\nx,,,,,CA,,yard,,,1`);
    expect(unknown).toMatchObject({ ok: false, errors: [{ row: 1, message: 'Unknown column zip' }] });
  });

  it('reports a row with more cells than the header', () => {
    const parsed = parseLocationCsv(`${HEADER}\nx,,,,,CA,,yard,45,-73,extra`);
    expect(parsed).toMatchObject({ ok: true, errors: [{ row: 2, message: 'Expected 10 columns, found 11' }] });
  });

  it('reads the template as a file without data rows, and a file without the optional coordinate columns', () => {
    expect(parseLocationCsv(locationCsvTemplate())).toMatchObject({ ok: false, message: LOCATION_MSG.fileEmpty });
    const plain = parseLocationCsv('name,address,postCode,code,city,country,state,type\nx,,,,,CA,,yard');
    expect(plain.ok && plain.rows[0]?.values).toMatchObject({ name: 'x', type: 'yard', latitude: '', longitude: '' });
  });
});

describe('locationCsvTemplate', () => {
  it('starts with the header, latitude and longitude last, and holds no data row', () => {
    const template = locationCsvTemplate();
    const [header, ...rest] = template.split('\r\n');
    expect(header).toBe(HEADER);
    expect(header?.endsWith(',type,latitude,longitude')).toBe(true);
    expect(rest.every((line) => line === '' || line.startsWith('#'))).toBe(true);
  });
});

describe('location rules', () => {
  const port = { name: 'Port of Montreal', type: 'port', code: 'CAMTR', country: 'CA' } as const;

  it('accepts a port with a UN/LOCODE of its country, in any case', () => {
    const parsed = ZLocationInput.safeParse({ ...port, code: 'camtr', country: 'ca' });
    expect(parsed.success && parsed.data).toMatchObject({ code: 'CAMTR', country: 'CA', contact: {} });
  });

  it('refuses a port or terminal code that is not a UN/LOCODE, or of another country', () => {
    const issues = (input: object) =>
      ZLocationInput.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...port, code: 'MTR' })).toEqual([['code', 'Must be a UN/LOCODE such as CAMTR']]);
    expect(issues({ ...port, type: 'terminal', code: 'CAMT1' })).toEqual([
      ['code', 'Must be a UN/LOCODE such as CAMTR'],
    ]);
    expect(issues({ ...port, code: 'USNYC' })).toEqual([
      ['code', "Must be a UN/LOCODE of the location's country (CA…)"],
    ]);
    expect(issues({ ...port, code: '' })).toEqual([['code', 'This field is required']]);
  });

  it('leaves the code of other types free', () => {
    expect(ZLocationInput.safeParse({ name: 'North yard', type: 'yard', code: 'yto-1', country: 'CA' }).success).toBe(
      true,
    );
  });

  it('reads a CSV row, with the type written as its label', () => {
    const values = {
      name: 'Brampton DC',
      address: '',
      postCode: 'L6T 5P6',
      code: '',
      city: 'Brampton',
      country: 'CA',
      state: 'ON',
      type: 'Distribution Center',
    };
    const parsed = ZLocationInput.safeParse(locationInputOfCsv(values));
    expect(parsed.success && parsed.data).toMatchObject({ type: 'dc', address: undefined, code: undefined });
    const bad = ZLocationInput.safeParse(locationInputOfCsv({ ...values, type: 'harbour' }));
    expect(bad.error?.issues[0]?.message).toBe(LOCATION_MSG.type);
  });

  it('reads the optional coordinates of a row: both or neither, in range, with the form’s messages', () => {
    const values = {
      name: 'Yard',
      address: '',
      postCode: '',
      code: '',
      city: '',
      country: 'CA',
      state: '',
      type: 'yard',
    };
    const issues = (extra: object) =>
      ZLocationInput.safeParse(locationInputOfCsv({ ...values, ...extra })).error?.issues.map((i) => [
        i.path.join('.'),
        i.message,
      ]);
    expect(
      ZLocationInput.safeParse(locationInputOfCsv({ ...values, latitude: ' 45.5 ', longitude: '-73.6' })).data,
    ).toMatchObject({
      latitude: 45.5,
      longitude: -73.6,
    });
    expect(issues({})).toBeUndefined();
    expect(issues({ latitude: '90.5', longitude: '0' })).toEqual([['latitude', LOCATION_MSG.latitude]]);
    expect(issues({ latitude: '0', longitude: '-180.1' })).toEqual([['longitude', LOCATION_MSG.longitude]]);
    expect(issues({ latitude: '45', longitude: '' })).toEqual([['longitude', LOCATION_MSG.coordinatesPair]]);
  });
});
