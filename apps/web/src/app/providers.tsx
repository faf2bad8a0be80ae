import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { toastClasses } from '../components/toast';
import { i18n } from '../lib/i18n';
import { LazyNotifications } from './lazy-notifications';
import { queryClient as appQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

export type ProvidersProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
};

export const Providers = ({ children, queryClient = appQueryClient, env = 'default' }: ProvidersProps) => (
  <I18nextProvider i18n={i18n}>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <LazyNotifications position="top-right" classNames={{ root: toastClasses.root }} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  </I18nextProvider>
);
