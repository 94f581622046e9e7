import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_EXPORT_FORMATS, type AnalyticsExportFormat } from '@talentpath/contracts/analytics';
import { DownloadButton } from '../../../components/ui/download-button';

type Props = {
  /**
   * What the files hold, for the buttons' names: the figures of the charts, the people of the list, the records of
   * the learning list, every course's completion, or every technology's coverage.
   */
  what: 'figures' | 'people' | 'learning' | 'courses' | 'skills';
  download: (format: AnalyticsExportFormat) => Promise<void>;
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
          name={t(`export.${what}.${format}`)}
          download={() => download(format)}
        />
      ))}
    </Group>
  );
}
