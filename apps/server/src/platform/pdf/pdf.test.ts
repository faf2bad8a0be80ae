import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { headerBlock, heading, keyValueTable, lineTable, pdfDocument, renderPdf } from './pdf';

const pagesOf = async (bytes: Buffer) => {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages;
};

describe('platform PDF helper', () => {
  it('prints the header, key/values and a long line table over pages with its header row on each', async () => {
    const lines = Array.from({ length: 90 }, (_, i) => ({ n: i + 1, name: `Carton lot ${i + 1}`, kg: 1234.5 + i }));
    const bytes = await renderPdf(
      pdfDocument({
        title: 'Packing List PL-7',
        subject: 'Packing List',
        author: 'Maple Leaf Home Goods',
        watermark: 'DRAFT',
        content: [
          headerBlock('Packing List', 'not negotiable', ['Ref PL-7', '2026-11-24']),
          keyValueTable([
            ['Port of loading', 'DEHAM'],
            ['Port of discharge', 'USNYC'],
            ['Consignee', 'Société Générale de Montréal'],
          ]),
          heading('Lines'),
          lineTable(
            [
              { title: 'Line no', width: 'auto', value: (l) => l.n },
              { title: 'Description', value: (l) => l.name },
              { title: 'Weight (kg)', width: 'auto', align: 'right', value: (l) => l.kg.toFixed(1) },
            ],
            lines,
          ),
        ],
      }),
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pagesOf(bytes);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('Packing List');
    expect(pages[0]).toContain('PORT OF LOADING');
    expect(pages[0]).toContain('Société Générale de Montréal');
    for (const [index, page] of pages.entries()) {
      expect(page).toContain('Line no');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    }
    expect(pages.at(-1)).toContain('Carton lot 90');
  });

  it('says so when a line table has no lines', async () => {
    const bytes = await renderPdf(
      pdfDocument({
        title: 'Empty',
        subject: 'Empty',
        author: 'Lanehub',
        content: [
          lineTable([{ title: 'Container number', value: (c: { n: string }) => c.n }], [], 'No container declared'),
        ],
      }),
    );
    expect((await pagesOf(bytes))[0]).toContain('No container declared');
  });
});
