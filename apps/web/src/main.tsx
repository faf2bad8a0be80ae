import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { installChunkReloadGuard } from './lib/chunk-reload';
import { i18nReady } from './lib/i18n';

// A tab left open across a deploy reloads itself once when a chunk of its build is gone; the entry
// script's URL names the build.
installChunkReloadGuard(import.meta.url);

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) {
  throw new Error('The page has no #root element');
}

// The chosen language's catalogue (a lazy chunk unless English) is loaded before the first render, so
// the first screen never flashes in English.
await i18nReady;
createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
