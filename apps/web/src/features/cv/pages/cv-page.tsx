import { useMemo, useState } from 'react';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconFileDownload, IconJson, IconPrinter, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type CvFormat, type CvSource, composeCv } from '@talentpath/contracts/cv';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { ApiError, isNotFound } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/i18n';
import { isId } from '../../../lib/ids';
import { useSignedInSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { downloadCv } from '../api/download-cv';
import { useCvSource } from '../api/get-cv-source';
import { type CvChoice, CvChoices, fullChoice } from '../components/cv-choices';
import { CvPreview } from '../components/cv-preview';

/**
 * /cv (any signed-in role): a CV made from the profile (ADR 0063) — the person chooses sections, projects and skills,
 * anonymised or not and the document's language, sees it, prints it, or downloads it as a PDF or a JSON Resume.
 * Project managers and admins open /cv?personId=… for another person (a tender), with what that person shows them.
 */
export function CvPage() {
  const { t } = useTranslation('cv');
  const { user } = useSignedInSession();
  const [params] = useSearchParams();
  const personId = params.get('personId') ?? user.id;
  const valid = isId(personId);
  const source = useCvSource(valid ? personId : '');
  usePageTitle(t('page.title'));

  if (
    !valid ||
    (source.isError && (isNotFound(source.error) || (source.error instanceof ApiError && source.error.status === 403)))
  )
    return <ComingSoon title={t('page.title')} text={t('notFound')} icon={<IconUserSearch size={24} />} />;
  if (source.isError) return <QueryError error={source.error} onRetry={() => void source.refetch()} />;
  if (!source.data)
    return (
      <Stack gap="lg" aria-busy="true">
        <Skeleton h={32} w={200} />
        <Skeleton h={220} />
        <Skeleton h={480} />
      </Stack>
    );
  return <CvEditor key={personId} source={source.data} own={personId === user.id} />;
}

function CvEditor({ source, own }: { source: CvSource; own: boolean }) {
  const { t } = useTranslation('cv');
  const [choice, setChoice] = useState<CvChoice>(() => fullChoice(source, currentLanguage() === 'no' ? 'no' : 'en'));
  const doc = useMemo(() => composeCv(source, choice), [source, choice]);
  const [pending, setPending] = useState<CvFormat | null>(null);

  const download = async (format: CvFormat) => {
    setPending(format);
    try {
      await downloadCv({ ...choice, format, personId: source.person.id }, doc);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="lg" maw={960}>
      <div data-cv-screen-only>
        <PageHeader
          title={t('page.title')}
          text={own ? t('page.textOwn') : t('page.textOther', { name: source.person.name })}
        />
      </div>
      <div data-cv-screen-only>
        <CvChoices source={source} choice={choice} onChange={setChoice} />
      </div>
      <Group gap="sm" data-cv-screen-only>
        <Button
          leftSection={<IconFileDownload size={18} aria-hidden />}
          loading={pending === 'pdf'}
          disabled={pending !== null}
          onClick={() => void download('pdf')}
        >
          {t('download.pdf')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconJson size={18} aria-hidden />}
          loading={pending === 'json-resume'}
          disabled={pending !== null}
          onClick={() => void download('json-resume')}
        >
          {t('download.json')}
        </Button>
        <Button variant="subtle" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
          {t('page.print')}
        </Button>
      </Group>
      <CvPreview doc={doc} language={choice.language} label={t('preview.label')} />
    </Stack>
  );
}
