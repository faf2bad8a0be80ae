import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema (and zod with it) loads the first time the form needs it, instead of
 * with the screen. For the log-in screen: zod is a fifth of the JavaScript a first visit would load
 * before the form shows (docs/performance.md). `preload` starts the download early (on the form's
 * first focus), so that validation on leaving a field never waits for the network.
 */
export const lazyResolver = <T extends FieldValues>(load: () => Promise<Resolver<T>>) => {
  let loaded: Promise<Resolver<T>> | null = null;
  const get = () => {
    loaded ??= load().catch((error: unknown) => {
      // A failed download is tried again at the next validation (the chunk-reload guard handles a deploy).
      loaded = null;
      throw error;
    });
    return loaded;
  };
  const resolver: Resolver<T> = async (values, context, options) => (await get())(values, context, options);
  return {
    resolver,
    preload: () => {
      void get().catch(() => undefined);
    },
  };
};
