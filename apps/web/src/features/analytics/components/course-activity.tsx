import '@mantine/charts/styles.css';
import type { ReactNode } from 'react';
import { LineChart } from '@mantine/charts';
import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { AnalyticsInterval, CourseActivityPoint } from '@talentpath/contracts/analytics';
import { QueryError } from '../../../components/ui/query-states';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatNumber } from '../../../lib/format-number';
import type { DayRange } from '../api/activity';
import { downloadCourseActivity, useCourseActivity } from '../api/course-insights';
import { periodName } from '../days';
import { ChartFrame } from './chart-frame';
import { ExportButtons } from './export-buttons';

type Column = Exclude<keyof CourseActivityPoint, 'start' | 'end'>;
type Line = { column: Column; color: string; dash?: string };

/** What learners did in the course; then how they came to it and completed it. Lines differ by dash as by colour. */
const DOING: Line[] = [
  { column: 'activeLearners', color: 'blue.7' },
  { column: 'lessonsOpened', color: 'grape.7', dash: '8 4' },
  { column: 'lessonsCompleted', color: 'teal.8', dash: '2 3' },
  { column: 'attemptsStarted', color: 'orange.8', dash: '12 3 2 3' },
];
const COMING: Line[] = [
  { column: 'enrolled', color: 'indigo.7' },
  { column: 'assigned', color: 'cyan.8', dash: '8 4' },
  { column: 'coursesCompleted', color: 'green.8', dash: '2 3' },
];

type Props = { courseId: string; range: DayRange; interval: AnalyticsInterval };

/** What happened in a course per day, week or month of the range: two charts, each with its table; exported. */
export function CourseActivity({ courseId, range, interval }: Props) {
  const { t } = useTranslation('analytics');
  const series = useCourseActivity(courseId, range, interval, true);
  const { data } = series;
  if (series.isError && !data) return <QueryError error={series.error} onRetry={() => void series.refetch()} />;
  if (!data) return <Skeleton h={320} role="status" aria-label={t('charts.loading')} />;
  return (
    <Stack gap="lg">
      <SeriesCard
        id="course-activity-title"
        title={t('coordinator.activity.title')}
        description={t('coordinator.activity.text', { count: data.activeLearners })}
        points={data.points}
        interval={data.interval}
        lines={DOING}
        actions={
          <ExportButtons
            what="coordinator.activity"
            download={(format) => downloadCourseActivity(courseId, range, interval, format)}
          />
        }
      />
      <SeriesCard
        id="course-learning-title"
        title={t('coordinator.activity.learning')}
        description={t('coordinator.activity.learningText')}
        points={data.points}
        interval={data.interval}
        lines={COMING}
      />
    </Stack>
  );
}

type CardProps = {
  id: string;
  title: string;
  description: string;
  points: readonly CourseActivityPoint[];
  interval: AnalyticsInterval;
  lines: Line[];
  actions?: ReactNode;
};

/** A line chart of some of the points' figures, or the same numbers as a table (a row a point). */
function SeriesCard({ id, title, description, points, interval, lines, actions }: CardProps) {
  const { t, i18n } = useTranslation('analytics');
  const reduceMotion = useReducedMotion();
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <ChartFrame id={id} title={title} description={description} actions={actions}>
      {(view) =>
        view === 'chart' ? (
          <figure style={{ margin: 0 }}>
            <LineChart
              h={280}
              data={points.map((point) => ({
                label: periodName(point, interval, i18n.language, true),
                ...Object.fromEntries(lines.map(({ column }) => [column, point[column]])),
              }))}
              dataKey="label"
              series={lines.map(({ column, color, dash }) => ({
                name: column,
                label: t(`coordinator.activity.figures.${column}`),
                color,
                strokeDasharray: dash,
              }))}
              curveType="linear"
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              valueFormatter={number}
              tickLine="x"
              gridAxis="y"
              lineProps={{ isAnimationActive: !reduceMotion }}
              lineChartProps={{ accessibilityLayer: true, title, desc: title }}
            />
            <Text component="figcaption" size="xs" c="dimmed" mt="xs">
              {t('coordinator.activity.hint')}
            </Text>
          </figure>
        ) : (
          <TableScroll label={title} minWidth={120 + lines.length * 120}>
            <Table striped verticalSpacing="xs" aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('table.period')}</Table.Th>
                  {lines.map(({ column }) => (
                    <Table.Th key={column} ta="right">
                      {t(`coordinator.activity.figures.${column}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {points.map((point) => (
                  <Table.Tr key={point.start}>
                    <Table.Th scope="row" fw={500}>
                      {periodName(point, interval, i18n.language)}
                    </Table.Th>
                    {lines.map(({ column }) => (
                      <Table.Td key={column} ta="right">
                        {number(point[column])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )
      }
    </ChartFrame>
  );
}
