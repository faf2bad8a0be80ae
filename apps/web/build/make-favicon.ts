import { execSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

// Writes public/favicon.ico (32 and 16 px, PNG inside an ICO) from public/favicon.svg, drawn by
// Chromium: the fallback for browsers without SVG icons. Run after changing the SVG:
//   node --import tsx apps/web/build/make-favicon.ts

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const svg = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
const executablePath = process.env.CHROMIUM ?? execSync('command -v chromium', { encoding: 'utf8' }).trim();
const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const sizes = [32, 16];
const images: Buffer[] = [];
try {
  for (const size of sizes) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    images.push(await page.screenshot({ omitBackground: true, type: 'png' }));
    await page.close();
  }
} finally {
  await browser.close();
}
// ICONDIR, then one ICONDIRENTRY per image, then the PNG data.
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((image, i) => {
  const entry = 6 + 16 * i;
  const size = sizes[i] as number;
  header.writeUInt8(size, entry);
  header.writeUInt8(size, entry + 1);
  header.writeUInt8(0, entry + 2);
  header.writeUInt8(0, entry + 3);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(image.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += image.length;
});
await writeFile(path.join(publicDir, 'favicon.ico'), Buffer.concat([header, ...images]));
console.log(`favicon.ico: ${sizes.join(' and ')} px, ${offset} bytes`);
