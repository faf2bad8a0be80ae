// A tab left open across a deploy still runs the old build, whose lazy chunks the server no longer has
// (an unknown /assets file answers 404). Vite reports a chunk that fails to load as `vite:preloadError`
// (the chunk itself or one of its dependencies); the app then reloads itself, once, into the new build.
// Once per build, not once per error: the build the page was reloaded for is remembered in
// sessionStorage, so a chunk that still fails after the reload (a server broken, not a deploy) shows the
// route's error screen instead of reloading forever, and a later deploy may reload the tab again.

export const CHUNK_RELOAD_KEY = 'lanehub.chunkReload';

/** What the guard uses of the window (a test passes its own). */
export type ReloadTarget = Pick<Window, 'addEventListener' | 'removeEventListener' | 'sessionStorage'> & {
  location: Pick<Location, 'reload'>;
};

/**
 * Listens for chunk-load errors and reloads the page once for `build` (the entry script's URL, whose
 * name carries the build's hash). Returns the function that stops listening.
 */
export const installChunkReloadGuard = (build: string, target: ReloadTarget = window): (() => void) => {
  const onPreloadError = (event: Event) => {
    let reloadedFor: string | null;
    try {
      reloadedFor = target.sessionStorage.getItem(CHUNK_RELOAD_KEY);
      if (reloadedFor === build) {
        // Reloaded once already and this build still misses a chunk: let the error reach the screen.
        return;
      }
      target.sessionStorage.setItem(CHUNK_RELOAD_KEY, build);
    } catch {
      // Without storage a reload could not tell the next error from this one: never risk a loop.
      return;
    }
    // The page is going away: the failed import need not throw into the screen first.
    event.preventDefault();
    target.location.reload();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
};
