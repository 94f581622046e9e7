import { useEffect, useRef, useState } from 'react';
import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { CertificateTemplateInput } from '@talentpath/contracts/certificates';
import { errorMessage } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/i18n';
import { fetchTemplatePreview } from '../api/certificate-template';

/** How long the form rests before the preview is drawn again. */
export const PREVIEW_DEBOUNCE_MS = 600;

type Props = {
  courseId: string;
  /** The template as edited; null while it has errors (the last preview stays). */
  template: CertificateTemplateInput | null;
  /** Changes when an image is replaced or removed, so the preview is drawn again. */
  images: string;
};

type Requested = { template: CertificateTemplateInput; images: string };
type Shown = { url: string | null; state: 'loading' | 'ready' | 'failed'; reason?: string };

/**
 * A sample certificate drawn by the server with the template being edited (not saved), framed from an object URL
 * and drawn again once the form rests; a link opens it on its own (a reader that cannot use the frame). The words
 * under it say when it is being drawn, when it is out of date, and why it failed.
 */
export function TemplatePreview({ courseId, template, images }: Props) {
  const { t } = useTranslation('certificates');
  // The images are part of what is drawn: a new one draws the preview again.
  const key = template ? JSON.stringify({ template, images }) : null;
  const [rested] = useDebouncedValue(key, PREVIEW_DEBOUNCE_MS);
  const [shown, setShown] = useState<Shown>({ url: null, state: 'loading' });
  const url = useRef<string | null>(null);
  const language = currentLanguage();

  useEffect(() => {
    if (rested === null) return;
    const controller = new AbortController();
    setShown((s) => ({ ...s, state: 'loading' }));
    fetchTemplatePreview(courseId, (JSON.parse(rested) as Requested).template, language, controller.signal).then(
      (pdf) => {
        if (url.current) URL.revokeObjectURL(url.current);
        url.current = URL.createObjectURL(pdf);
        setShown({ url: url.current, state: 'ready' });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setShown((s) => ({ ...s, state: 'failed', reason: errorMessage(error) }));
      },
    );
    return () => controller.abort();
  }, [courseId, rested, language]);

  useEffect(
    () => () => {
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );

  const status =
    key === null
      ? t('template.preview.invalid')
      : shown.state === 'loading' || key !== rested
        ? t('template.preview.updating')
        : shown.state === 'failed'
          ? t('template.preview.failed', { reason: shown.reason })
          : '';
  return (
    <Stack gap="xs" component="section" aria-labelledby="template-preview-title">
      <Title order={3} size="h5" id="template-preview-title">
        {t('template.preview.title')}
      </Title>
      <Text size="sm" c="dimmed" role="status">
        {status}
      </Text>
      {shown.url && (
        <>
          <Box
            component="iframe"
            src={shown.url}
            title={t('template.preview.frame')}
            w="100%"
            style={{ aspectRatio: '297 / 210', border: '1px solid var(--mantine-color-default-border)' }}
          />
          <Anchor href={shown.url} target="_blank" rel="noopener" size="sm">
            {t('template.preview.open')}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
