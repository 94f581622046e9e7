import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Button, Table, Text, useMatches, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CourseFunnel } from '@talentpath/contracts/analytics';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatNumber, formatPercent } from '../../../lib/format-number';
import type { DayRange } from '../api/activity';
import { downloadCourseFunnel } from '../api/course-insights';
import { ChartFrame } from './chart-frame';
import { ExportButtons } from './export-buttons';
import { shareText } from './course-figures';
import { namesAxis } from './names-axis';

/** The list behind a step: all the range's enrollments, those started, those past a lesson, or those completed. */
export type FunnelDrill = { started?: true; lessonCompleted?: string; completed?: true };

export type FunnelStep = { key: string; name: string; count: number; drill: FunnelDrill };

/** The longest step name the chart's axis writes in full (the tooltip and the table have every name). */

/** A lesson's step as the funnel names it: its place in the course and its title ('2. Variables'). */
export const lessonStepName = (
  funnel: CourseFunnel,
  lessonId: string,
  t: TFunction<'analytics'>,
): string | undefined => {
  const index = funnel.lessons.findIndex((step) => step.lesson.id === lessonId);
  const step = funnel.lessons[index];
  return step && t('coordinator.funnel.lesson', { n: index + 1, title: step.lesson.title });
};

/** Enrolled → started → each lesson in the course's order → completed. */
export function funnelSteps(funnel: CourseFunnel, t: TFunction<'analytics'>): FunnelStep[] {
  return [
    { key: 'enrolled', name: t('coordinator.funnel.enrolled'), count: funnel.enrolled, drill: {} },
    { key: 'started', name: t('coordinator.funnel.started'), count: funnel.started, drill: { started: true } },
    ...funnel.lessons.map((step, index) => ({
      key: step.lesson.id,
      name: t('coordinator.funnel.lesson', { n: index + 1, title: step.lesson.title }),
      count: step.completed,
      drill: { lessonCompleted: step.lesson.id },
    })),
    { key: 'completed', name: t('coordinator.funnel.completed'), count: funnel.completed, drill: { completed: true } },
  ];
}

type Props = { funnel: CourseFunnel; range: DayRange; onPick: (drill: FunnelDrill) => void };

/**
 * How far the range's enrollments in a course got, step by step, as horizontal bars (each with its count written on
 * it) or as a table with each step's share of the enrolled and its drop from the step before; each step opens the
 * enrollments behind it.
 */
export function FunnelCard({ funnel, range, onPick }: Props) {
  const { t } = useTranslation('analytics');
  const steps = funnelSteps(funnel, t);
  const title = t('coordinator.funnel.title');
  return (
    <ChartFrame
      id="course-funnel-title"
      title={title}
      description={t('coordinator.funnel.text')}
      actions={
        <ExportButtons
          what="coordinator.funnel"
          download={(format) => downloadCourseFunnel(funnel.course.id, range, 'funnel', format)}
        />
      }
    >
      {(view) =>
        funnel.enrolled === 0 ? (
          <Text size="sm" c="dimmed">
            {t('coordinator.funnel.none')}
          </Text>
        ) : view === 'chart' ? (
          <FunnelChart label={title} steps={steps} onPick={onPick} />
        ) : (
          <FunnelTable label={title} steps={steps} enrolled={funnel.enrolled} onPick={onPick} />
        )
      }
    </ChartFrame>
  );
}

type StepsProps = { label: string; steps: FunnelStep[]; onPick: (drill: FunnelDrill) => void };

/** The steps as horizontal bars, keyboard reachable (Recharts' accessibility layer); a bar clicked opens its list. */
function FunnelChart({ label, steps, onPick }: StepsProps) {
  const { t, i18n } = useTranslation('analytics');
  const reduceMotion = useReducedMotion();
  // The steps' names beside their bars: as much of a lesson's title as the width leaves (the table has it whole).
  const axis = useMatches({ base: { width: 110, chars: 14 }, sm: { width: 240, chars: 34 } });
  return (
    <figure style={{ margin: 0 }}>
      <BarChart
        h={Math.max(180, steps.length * 40 + 40)}
        data={steps.map((step) => ({ step: step.name, enrollments: step.count }))}
        dataKey="step"
        orientation="vertical"
        series={[{ name: 'enrollments', label: t('coordinator.funnel.learners'), color: 'blue.7' }]}
        valueFormatter={(value) => formatNumber(value, i18n.language)}
        withBarValueLabel
        gridAxis="x"
        yAxisProps={namesAxis(axis.width, axis.chars)}
        barProps={{ isAnimationActive: !reduceMotion }}
        barChartProps={{
          accessibilityLayer: true,
          title: label,
          desc: label,
          onClick: (state) => {
            const index = Number(state?.activeTooltipIndex);
            const step = Number.isInteger(index) ? steps[index] : undefined;
            if (step) onPick(step.drill);
          },
          style: { cursor: 'pointer' },
        }}
      />
      <Text component="figcaption" size="xs" c="dimmed" mt="xs">
        {t('coordinator.funnel.hint')}
      </Text>
    </figure>
  );
}

/** The steps as rows: the count, its share of the enrolled, the drop from the step before, and its enrollments. */
function FunnelTable({ label, steps, enrolled, onPick }: StepsProps & { enrolled: number }) {
  const { t, i18n } = useTranslation('analytics');
  return (
    <TableScroll label={label} minWidth={620}>
      <Table striped verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('coordinator.funnel.step')}</Table.Th>
            <Table.Th ta="right">{t('coordinator.funnel.learners')}</Table.Th>
            <Table.Th ta="right">{t('coordinator.funnel.share')}</Table.Th>
            <Table.Th ta="right">{t('coordinator.funnel.drop')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('coordinator.funnel.listColumn')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {steps.map((step, index) => {
            const before = steps[index - 1];
            const drop = before ? before.count - step.count : undefined;
            return (
              <Table.Tr key={step.key}>
                <Table.Th scope="row" fw={500} miw={180} style={{ overflowWrap: 'anywhere' }}>
                  {step.name}
                </Table.Th>
                <Table.Td ta="right">{formatNumber(step.count, i18n.language)}</Table.Td>
                <Table.Td ta="right">{shareText(step.count, enrolled, i18n.language)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {before === undefined || drop === undefined
                    ? '—'
                    : t('coordinator.funnel.dropValue', {
                        drop: formatNumber(drop, i18n.language),
                        share: before.count ? formatPercent(drop / before.count, i18n.language) : '—',
                      })}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => onPick(step.drill)}
                    aria-label={t('coordinator.funnel.listOf', { step: step.name })}
                  >
                    {t('coordinator.funnel.listButton')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
