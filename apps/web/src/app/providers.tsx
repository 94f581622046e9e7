import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider } from '@tanstack/react-query';
import { DATE_FORMATS } from '../lib/date-formats';
import { currentLanguage, i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { useToastHostNeeded } from '../lib/toast';
import { cssVariablesResolver, theme } from './theme';

const ToastHost = lazy(() => import('./toast-host').then((m) => ({ default: m.ToastHost })));

const onLanguageChange = (changed: () => void) => {
  i18n.on('languageChanged', changed);
  return () => i18n.off('languageChanged', changed);
};

/** Date fields and calendars in the app's language, not the browser's (ADR 0048). */
function AppDatesProvider({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
  const { dayjsLocale, firstDayOfWeek } = DATE_FORMATS[language];
  return <DatesProvider settings={{ locale: dayjsLocale, firstDayOfWeek }}>{children}</DatesProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  const toastHostNeeded = useToastHostNeeded();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <AppDatesProvider>
        <QueryClientProvider client={queryClient}>
          <NavigationProgress size={3} aria-hidden />
          {toastHostNeeded && (
            <Suspense fallback={null}>
              <ToastHost />
            </Suspense>
          )}
          {children}
        </QueryClientProvider>
      </AppDatesProvider>
    </MantineProvider>
  );
}
