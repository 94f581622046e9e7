import { Component, type ReactNode } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A route crashed or its chunk failed to load (often after a new release): offer a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation('fatal');
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center" role="alert">
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('message')}</Text>
        <Button mt="md" onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      </Stack>
    </Center>
  );
}

type BoundaryProps = { resetKey: string; children: ReactNode };
type BoundaryState = { failedAt: string | null };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    // Moving to another page leaves the error behind.
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failedAt === null ? this.props.children : <RouteErrorPage />;
  }
}

/** Catches what a route throws while rendering or loading, and shows the error page until the visitor moves on. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
