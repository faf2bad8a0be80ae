import type { Readable } from 'node:stream';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { type CsvColumn, csvStream, csvText } from './csv-export';

type Row = { text: string | null; amount: string | number | null };
const COLUMNS: readonly CsvColumn<Row>[] = [
  { header: 'text', value: (row) => row.text },
  { header: 'amount', value: (row) => row.amount, numeric: true },
];

const cellsOf = (csv: string) =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data.slice(1);

describe('the CSV writer', () => {
  it("prefixes text that a spreadsheet would run as a formula with ' (OWASP CSV injection)", () => {
    const rows: Row[] = ['=1+1', '+SUM(A1)', '-2+3', '@SUM(1)', '\t=1', '\r=1', '=1\n=2', 'safe = 1', ' =1'].map(
      (text) => ({ text, amount: null }),
    );
    const texts = cellsOf(csvText(COLUMNS, rows)).map((cells) => cells[0]);
    expect(texts).toEqual([
      "'=1+1",
      "'+SUM(A1)",
      "'-2+3",
      "'@SUM(1)",
      "'\t=1",
      "'\r=1",
      // papaparse's own default pattern misses a value with a line break; ours does not.
      "'=1\n=2",
      'safe = 1',
      ' =1',
    ]);
  });

  it('writes numbers as numbers only in numeric columns', () => {
    const csv = csvText(COLUMNS, [
      { text: '-5', amount: '-5' },
      { text: '12', amount: 12.5 },
      { text: null, amount: '-1+2' },
    ]);
    expect(cellsOf(csv)).toEqual([
      ["'-5", '-5'],
      ['12', '12.5'],
      ['', "'-1+2"],
    ]);
    expect(csv.startsWith('\uFEFFtext,amount\r\n')).toBe(true);
  });

  it('streams the header and every page, quoting what needs it', async () => {
    async function* pages() {
      yield [{ text: 'a, "b"', amount: 1 }];
      yield [];
      yield [{ text: '=x', amount: 2 }];
    }
    const chunks: string[] = [];
    for await (const chunk of csvStream(COLUMNS, pages()) as Readable) {
      chunks.push(String(chunk));
    }
    const csv = chunks.join('');
    expect(csv).toBe('\uFEFFtext,amount\r\n"a, ""b""",1\r\n"\'=x",2\r\n');
    expect(cellsOf(csv)).toEqual([
      ['a, "b"', '1'],
      ["'=x", '2'],
    ]);
  });
});
