import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, installChunkReloadGuard, type ReloadTarget } from './chunk-reload';

// Issue 13 "Delivery": a tab left open across a deploy reloads itself once on a chunk-load error, and
// never loops.

/** A tab: its events, its session storage (kept across reloads, as a browser keeps it) and reload(). */
const tab = (storage: Storage = window.sessionStorage) => {
  const events = new EventTarget();
  const reload = vi.fn();
  const target: ReloadTarget = {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    sessionStorage: storage,
    location: { reload },
  };
  /** What Vite dispatches when a lazy chunk fails to load; true when the error would reach the screen. */
  const chunkFails = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    events.dispatchEvent(event);
    return !event.defaultPrevented;
  };
  return { target, reload, chunkFails };
};

const BUILD_A = '/assets/index-AAAAAAAA.js';
const BUILD_B = '/assets/index-BBBBBBBB.js';

describe('the chunk reload guard', () => {
  it('reloads the page once when a chunk of the running build is gone', () => {
    window.sessionStorage.clear();
    const page = tab();
    installChunkReloadGuard(BUILD_A, page.target);
    expect(page.chunkFails()).toBe(false);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(BUILD_A);
  });

  it('does not reload again when the reloaded page still misses a chunk of the same build', () => {
    window.sessionStorage.clear();
    const before = tab();
    installChunkReloadGuard(BUILD_A, before.target);
    before.chunkFails();
    // The same build after the reload (the server still answers it): the error shows, no second reload.
    const after = tab();
    installChunkReloadGuard(BUILD_A, after.target);
    expect(after.chunkFails()).toBe(true);
    expect(after.chunkFails()).toBe(true);
    expect(after.reload).not.toHaveBeenCalled();
  });

  it('reloads again for a later deploy', () => {
    window.sessionStorage.clear();
    const first = tab();
    installChunkReloadGuard(BUILD_A, first.target);
    first.chunkFails();
    // Reloaded into build B; later B's chunks are gone too (another deploy): one reload for B.
    const second = tab();
    installChunkReloadGuard(BUILD_B, second.target);
    expect(second.chunkFails()).toBe(false);
    expect(second.reload).toHaveBeenCalledTimes(1);
    expect(second.chunkFails()).toBe(true);
    expect(second.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when the session storage cannot remember the reload', () => {
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    const page = tab(broken);
    installChunkReloadGuard(BUILD_A, page.target);
    expect(page.chunkFails()).toBe(true);
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('stops listening when removed', () => {
    window.sessionStorage.clear();
    const page = tab();
    installChunkReloadGuard(BUILD_A, page.target)();
    expect(page.chunkFails()).toBe(true);
    expect(page.reload).not.toHaveBeenCalled();
  });
});
