import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { i18nReady } from './lib/i18n';

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
