import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { useToastHostNeeded } from '../lib/toast';
import { cssVariablesResolver, theme } from './theme';

const ToastHost = lazy(() => import('./toast-host').then((m) => ({ default: m.ToastHost })));

export function Providers({ children }: { children: ReactNode }) {
  const toastHostNeeded = useToastHostNeeded();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <NavigationProgress size={3} aria-hidden />
        {toastHostNeeded && (
          <Suspense fallback={null}>
            <ToastHost />
          </Suspense>
        )}
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
