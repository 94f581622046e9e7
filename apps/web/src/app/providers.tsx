import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_DEFAULT_MS } from '@talentpath/contracts/constants';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <NavigationProgress size={3} aria-hidden />
        <Notifications position="top-right" autoClose={TOAST_DEFAULT_MS} limit={4} zIndex={1000} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
