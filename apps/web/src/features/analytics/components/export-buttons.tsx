import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_EXPORT_FORMATS, type AnalyticsExportFormat } from '@talentpath/contracts/analytics';
import { DownloadButton } from '../../../components/ui/download-button';

/**
 * What the files hold, for the buttons' names. The admin's dashboard: the figures of the charts, the people of the
 * list, the records of the learning list, every course's completion, or every technology's coverage. The
 * coordinator's: every course's figures, a course's funnel, its quizzes or its activity. The project manager's: the
 * weeks' utilization, demand against supply, or who learned their way into a required technology.
 */
type What =
  | 'figures'
  | 'people'
  | 'learning'
  | 'courses'
  | 'skills'
  | `coordinator.${'courses' | 'funnel' | 'quizzes' | 'activity'}`
  | `pm.${'utilisation' | 'demand' | 'learning'}`;

type Props = { what: What; download: (format: AnalyticsExportFormat) => Promise<void> };

/**
 * The key of a download's name: `export.<what>.<format>`, or a role's own, `<role>.export.<what>.<format>`
 * (`coordinator.`, `pm.`).
 */
const nameKey = (what: What, format: AnalyticsExportFormat) => {
  const [role, thing] = what.split('.');
  return thing ? `${role}.export.${thing}.${format}` : `export.${what}.${format}`;
};

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
