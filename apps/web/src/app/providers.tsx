import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { toastClasses } from '../components/toast';
import { i18n } from '../lib/i18n';
import { LazyNotifications } from './lazy-notifications';
import { cssVariablesResolver, theme } from './theme';

export type ProvidersProps = {
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
};

/**
 * Every Mantine date input and calendar speaks the interface's language (month and day names, dayjs
 * locales loaded by lib/format); the shown pattern is `useDateFormat` (docs/i18n.md, "Dates").
 */
const LocalizedDates = ({ children }: { children: ReactNode }) => {
  const { i18n: current } = useTranslation();
  return <DatesProvider settings={{ locale: current.language }}>{children}</DatesProvider>;
};

// TanStack Query's provider is a layout route (app/query-layout.tsx) below the log-in screen, which
// loads without it; a render outside the route table (tests) puts its own QueryClientProvider inside.
export const Providers = ({ children, env = 'default' }: ProvidersProps) => (
  <I18nextProvider i18n={i18n}>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <LazyNotifications position="top-right" classNames={{ root: toastClasses.root }} />
      <LocalizedDates>{children}</LocalizedDates>
    </MantineProvider>
  </I18nextProvider>
);
