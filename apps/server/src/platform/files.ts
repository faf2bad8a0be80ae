import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';

// The file layer: where the bytes of uploads live. Records (stored_files) point at a storage key the
// server generates, `<companyId>/<random uuid>`, never at a name or path a user supplied. Local disk by
// default; an object store (S3-compatible) would implement the same three calls and be chosen in
// createFileStorage when configured.

export type StoredObject = { stream: Readable; size: number };

export type FileStorage = {
  /** Stores the bytes under a new key in the company's space. The key only exists once every byte is written. */
  put: (companyId: string, data: Uint8Array | AsyncIterable<Uint8Array>) => Promise<string>;
  /** Opens the bytes of a key; null when there are none. */
  get: (key: string) => Promise<StoredObject | null>;
  /** Removes the bytes of a key; a missing key is not an error (deletes are retried after failures). */
  delete: (key: string) => Promise<void>;
  /** Every stored key with the time its bytes were written (the housekeeping's orphan sweep). */
  list: () => AsyncIterable<{ key: string; writtenAt: Date }>;
  /** Removes unfinished uploads (a crash mid-write, an upload whose request died) started before `before`; how many. */
  removePartials: (before: Date) => Promise<number>;
  /**
   * Receives the bytes of an upload before anyone decided to keep them (no company, no key yet): they
   * stream to a temporary file of the store, so a request never holds a whole file in memory. A
   * stream that fails (too large, connection lost) leaves nothing. Returns the staging id.
   */
  stage: (data: AsyncIterable<Uint8Array>) => Promise<string>;
  /** Opens staged bytes (an import reads them without keeping them); null when there are none. */
  openStaged: (stagedId: string) => Promise<StoredObject | null>;
  /** Keeps staged bytes: they move (one rename) under a new key in the company's space. */
  adopt: (companyId: string, stagedId: string) => Promise<string>;
  /** Removes staged bytes nobody kept; a missing id is not an error (an adopted upload is gone already). */
  discardStaged: (stagedId: string) => Promise<void>;
};

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID_RE = new RegExp(`^${UUID}$`);
const KEY_RE = new RegExp(`^(${UUID})/(${UUID})$`);

/** True for keys this layer generates; anything else (a path, '..') is refused before touching the disk. */
export const isStorageKey = (key: string): boolean => KEY_RE.test(key);

/** The store's directory of uploads being received or waiting for a decision. */
const STAGING_DIR = '.uploads';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

export const createLocalFileStorage = (root: string): FileStorage => {
  const base = path.resolve(root);
  const stagedPathOf = (stagedId: string) => {
    if (!UUID_RE.test(stagedId)) {
      throw new Error('Not a staging id');
    }
    return path.join(base, STAGING_DIR, stagedId);
  };
  const pathOf = (key: string) => {
    const match = KEY_RE.exec(key);
    if (!match?.[1] || !match[2]) {
      throw new Error('Not a storage key');
    }
    return path.join(base, match[1], match[2]);
  };

  return {
    put: async (companyId, data) => {
      if (!UUID_RE.test(companyId)) {
        throw new Error('Not a company id');
      }
      const key = `${companyId}/${randomUUID()}`;
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      // Written under a temporary name and renamed when complete and flushed: a crash mid-write
      // leaves a '.part' file that no key names, never a short file under a key.
      const partial = path.join(path.dirname(target), `.${path.basename(target)}.part`);
      await writeFully(partial, data);
      await rename(partial, target);
      return key;
    },

    stage: async (data) => {
      const stagedId = randomUUID();
      await mkdir(path.join(base, STAGING_DIR), { recursive: true, mode: 0o700 });
      await writeFully(stagedPathOf(stagedId), data);
      return stagedId;
    },

    openStaged: async (stagedId) => openOrNull(stagedPathOf(stagedId)),

    adopt: async (companyId, stagedId) => {
      if (!UUID_RE.test(companyId)) {
        throw new Error('Not a company id');
      }
      const key = `${companyId}/${randomUUID()}`;
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      // Same file system, so the bytes appear under the key whole or not at all.
      await rename(stagedPathOf(stagedId), target);
      return key;
    },

    discardStaged: async (stagedId) => {
      await rm(stagedPathOf(stagedId), { force: true });
    },

    get: async (key) => openOrNull(pathOf(key)),

    delete: async (key) => {
      await rm(pathOf(key), { force: true });
    },

    list: async function* () {
      for (const company of await readdirOrEmpty(base)) {
        if (!UUID_RE.test(company)) {
          continue;
        }
        for (const name of await readdirOrEmpty(path.join(base, company))) {
          const key = `${company}/${name}`;
          if (!isStorageKey(key)) {
            continue;
          }
          const written = await statOrNull(path.join(base, company, name));
          if (written?.isFile()) {
            yield { key, writtenAt: written.mtime };
          }
        }
      }
    },

    removePartials: async (before) => {
      let removed = 0;
      for (const company of await readdirOrEmpty(base)) {
        if (!UUID_RE.test(company)) {
          continue;
        }
        for (const name of await readdirOrEmpty(path.join(base, company))) {
          if (!PARTIAL_RE.test(name)) {
            continue;
          }
          const file = path.join(base, company, name);
          const written = await statOrNull(file);
          if (written && written.mtime < before) {
            await rm(file, { force: true });
            removed += 1;
          }
        }
      }
      // Staged uploads live only as long as their request; one still here is left from a crash.
      for (const name of await readdirOrEmpty(path.join(base, STAGING_DIR))) {
        const file = path.join(base, STAGING_DIR, name);
        const written = await statOrNull(file);
        if (UUID_RE.test(name) && written && written.mtime < before) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
};

/** Writes every byte to a new file and flushes it; on any failure the file is removed. */
const writeFully = async (file: string, data: Uint8Array | AsyncIterable<Uint8Array>) => {
  const handle = await open(file, 'wx', 0o600);
  try {
    if (data instanceof Uint8Array) {
      await handle.writeFile(data);
    } else {
      for await (const chunk of data) {
        await handle.write(chunk);
      }
    }
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(file, { force: true });
    throw error;
  }
  await handle.close();
};

const openOrNull = async (file: string): Promise<StoredObject | null> => {
  try {
    const handle = await open(file, 'r');
    const { size } = await handle.stat();
    // The stream closes the handle when it ends or is destroyed.
    return { stream: handle.createReadStream(), size };
  } catch (error) {
    if (isMissing(error)) {
      return null;
    }
    throw error;
  }
};

const PARTIAL_RE = new RegExp(`^\\.${UUID}\\.part$`);

const readdirOrEmpty = async (dir: string): Promise<string[]> => {
  try {
    return await readdir(dir);
  } catch (error) {
    if (isMissing(error)) {
      return [];
    }
    throw error;
  }
};

const statOrNull = async (file: string) => {
  try {
    return await stat(file);
  } catch (error) {
    if (isMissing(error)) {
      return null;
    }
    throw error;
  }
};

/** The file store the configuration names (local disk under FILES_DIR). */
export const createFileStorage = (config: Pick<Config, 'filesDir'>): FileStorage =>
  createLocalFileStorage(config.filesDir);

/** Whether the bytes of a key exist (tests and maintenance). */
export const storageKeyExists = async (root: string, key: string): Promise<boolean> => {
  const match = KEY_RE.exec(key);
  if (!match?.[1] || !match[2]) {
    return false;
  }
  try {
    await stat(path.join(path.resolve(root), match[1], match[2]));
    return true;
  } catch (error) {
    if (isMissing(error)) {
      return false;
    }
    throw error;
  }
};

// --- serving -----------------------------------------------------------------------------------------

/** A file name safe in a header and on any disk: no path, no control or reserved characters, bounded. */
export const safeFileName = (name: string, fallback = 'file'): string => {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}"<>:|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const visible = cleaned.replace(/^\.+/, '');
  if (!visible) {
    return fallback;
  }
  if (visible.length <= 200) {
    return visible;
  }
  const ext = path.extname(visible).slice(0, 16);
  return `${visible.slice(0, 200 - ext.length)}${ext}`;
};

/** `attachment; filename="ascii"; filename*=UTF-8''…` (RFC 6266): every browser gets a usable, safe name. */
export const contentDisposition = (kind: 'attachment' | 'inline', name: string): string => {
  const safe = safeFileName(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/[\\%]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

/**
 * Sends stored bytes. The type is the one the server detected at upload, never re-sniffed by the
 * browser (nosniff), and a sandbox policy keeps a document opened in a tab from running anything.
 */
export const sendStoredFile = (
  reply: FastifyReply,
  object: StoredObject,
  options: { mimeType: string; fileName: string; disposition: 'attachment' | 'inline'; cacheControl?: string },
) =>
  reply
    // Text was checked to be UTF-8 at upload.
    .header(
      'content-type',
      options.mimeType.startsWith('text/') ? `${options.mimeType}; charset=utf-8` : options.mimeType,
    )
    .header('content-length', String(object.size))
    .header('content-disposition', contentDisposition(options.disposition, options.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', options.cacheControl ?? 'no-store')
    .send(object.stream);
