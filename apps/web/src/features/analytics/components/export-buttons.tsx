import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_EXPORT_FORMATS, type AnalyticsExportFormat } from '@talentpath/contracts/analytics';
import { DownloadButton } from '../../../components/ui/download-button';

/**
 * What the files hold, for the buttons' names. The admin's dashboard: the figures of the charts, the people of the
 * list, the records of the learning list, every course's completion, or every technology's coverage. The
 * coordinator's: every course's figures, a course's funnel, its quizzes or its activity.
 */
type What =
  | 'figures'
  | 'people'
  | 'learning'
  | 'courses'
  | 'skills'
  | `coordinator.${'courses' | 'funnel' | 'quizzes' | 'activity'}`;

type Props = { what: What; download: (format: AnalyticsExportFormat) => Promise<void> };

/** The key of a download's name: `export.<what>.<format>`, or the coordinator's `coordinator.export.<what>.<format>`. */
const nameKey = (what: What, format: AnalyticsExportFormat) =>
  what.startsWith('coordinator.')
    ? (`coordinator.export.${what.slice('coordinator.'.length)}.${format}` as const)
    : (`export.${what}.${format}` as const);

/** A CSV and an Excel download of what the screen shows (ADR 0072). */
export function ExportButtons({ what, download }: Props) {
  const { t } = useTranslation('analytics');
  return (
    <Group gap="xs">
      {ANALYTICS_EXPORT_FORMATS.map((format) => (
        <DownloadButton
          key={format}
          variant="default"
          label={t(`export.${format}`)}
          name={t(nameKey(what, format) as 'export.figures.csv')}
          download={() => download(format)}
        />
      ))}
    </Group>
  );
}
