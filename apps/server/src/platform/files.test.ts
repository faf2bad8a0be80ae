import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentDisposition, createLocalFileStorage, type FileStorage, isStorageKey, safeFileName } from './files';

let root: string;
let files: FileStorage;
const companyId = randomUUID();

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'lanehub-files-'));
  files = createLocalFileStorage(root);
});
afterEach(async () => rm(root, { recursive: true, force: true }));

const everything = async () =>
  (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));

describe('local file storage', () => {
  it('puts, gets and deletes bytes under <company>/<random uuid>', async () => {
    const data = Buffer.from('hello, lanehub');
    const key = await files.put(companyId, data);
    expect(key).toMatch(new RegExp(`^${companyId}/[0-9a-f-]{36}$`));
    expect(isStorageKey(key)).toBe(true);
    expect(await everything()).toEqual([key]);

    const object = await files.get(key);
    expect(object?.size).toBe(data.length);
    expect(await buffer(object?.stream as NodeJS.ReadableStream)).toEqual(data);

    await files.delete(key);
    expect(await files.get(key)).toBeNull();
    await expect(files.delete(key)).resolves.toBeUndefined();
  });

  it('gives every put a new key, even for the same bytes', async () => {
    const a = await files.put(companyId, Buffer.from('x'));
    const b = await files.put(companyId, Buffer.from('x'));
    expect(a).not.toBe(b);
  });

  it('stores a stream; one that fails half way leaves nothing behind', async () => {
    const key = await files.put(
      companyId,
      (async function* () {
        yield Buffer.from('part one, ');
        yield Buffer.from('part two');
      })(),
    );
    expect((await buffer((await files.get(key))?.stream as NodeJS.ReadableStream)).toString()).toBe(
      'part one, part two',
    );

    const failing = (async function* () {
      yield Buffer.from('the first half');
      throw new Error('connection lost');
    })();
    await expect(files.put(companyId, failing)).rejects.toThrow('connection lost');
    expect(await everything()).toEqual([key]);
  });

  it('refuses anything but its own keys and company ids: no paths from outside', async () => {
    await expect(files.get('../../etc/passwd')).rejects.toThrow('Not a storage key');
    await expect(files.get(`${companyId}/../../x`)).rejects.toThrow('Not a storage key');
    await expect(files.delete(`${companyId}/report.pdf`)).rejects.toThrow('Not a storage key');
    await expect(files.put('../outside', Buffer.from('x'))).rejects.toThrow('Not a company id');
    expect(await everything()).toEqual([]);
  });
});

describe('file names', () => {
  it('keeps the base name only, without control or reserved characters', () => {
    expect(safeFileName('C:\\fakepath\\rates.pdf')).toBe('rates.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('a\r\nb"c<d>.pdf')).toBe('abcd.pdf');
    expect(safeFileName('..')).toBe('file');
    expect(safeFileName('.hidden')).toBe('hidden');
    const long = `${'x'.repeat(300)}.pdf`;
    expect(safeFileName(long)).toHaveLength(200);
    expect(safeFileName(long).endsWith('.pdf')).toBe(true);
  });

  it('builds a Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Plan de quai (été).pdf')).toBe(
      `attachment; filename="Plan de quai (_t_).pdf"; filename*=UTF-8''Plan%20de%20quai%20%28%C3%A9t%C3%A9%29.pdf`,
    );
    expect(contentDisposition('inline', 'a"b;c.png')).toBe(`inline; filename="ab;c.png"; filename*=UTF-8''ab%3Bc.png`);
  });
});

describe('staged uploads', () => {
  const stream = (...chunks: string[]) =>
    (async function* () {
      for (const chunk of chunks) {
        yield Buffer.from(chunk);
      }
    })();

  it('receives bytes before anyone keeps them, then moves them under a key of the company', async () => {
    const stagedId = await files.stage(stream('rate ', 'sheet'));
    expect(await everything()).toEqual([path.join('.uploads', stagedId)]);
    const staged = await files.openStaged(stagedId);
    expect((await buffer(staged?.stream as NodeJS.ReadableStream)).toString()).toBe('rate sheet');

    const key = await files.adopt(companyId, stagedId);
    expect(key).toMatch(new RegExp(`^${companyId}/[0-9a-f-]{36}$`));
    expect(await everything()).toEqual([key]);
    expect(await files.openStaged(stagedId)).toBeNull();
    // The request's clean-up after an adoption finds nothing to remove.
    await expect(files.discardStaged(stagedId)).resolves.toBeUndefined();
    expect(await everything()).toEqual([key]);
  });

  it('removes what nobody kept, a stream that failed, and leftovers of a crash', async () => {
    const dropped = await files.stage(stream('not kept'));
    await files.discardStaged(dropped);
    expect(await everything()).toEqual([]);

    const failing = (async function* () {
      yield Buffer.from('half');
      throw new Error('too large');
    })();
    await expect(files.stage(failing)).rejects.toThrow('too large');
    expect(await everything()).toEqual([]);

    const crashed = await files.stage(stream('left by a crash'));
    expect(await files.removePartials(new Date(Date.now() - 60_000))).toBe(0);
    expect(await files.removePartials(new Date(Date.now() + 60_000))).toBe(1);
    expect(await files.openStaged(crashed)).toBeNull();
  });

  it('refuses staging ids that are not its own', async () => {
    await expect(files.openStaged('../../etc/passwd')).rejects.toThrow('Not a staging id');
    await expect(files.adopt(companyId, '../x')).rejects.toThrow('Not a staging id');
    await expect(files.discardStaged('x/../../y')).rejects.toThrow('Not a staging id');
  });
});
