import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Badge, Group, Table, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { UtilisationPoint, UtilisationSeries } from '@talentpath/contracts/workforce-analytics';
import { TableScroll } from '../../../components/ui/table-scroll';
import { ChartFrame } from './chart-frame';
import { equivalentsText } from './pm-load';
import { forecastMarks, isForecast, weekName } from './pm-utilisation-chart';

/** The roles' colours, in turn; the legend, the tooltip and the table name each role. */
const COLORS = ['blue.7', 'teal.7', 'grape.7', 'orange.7', 'cyan.8', 'pink.7', 'lime.8', 'indigo.6', 'yellow.7'];

type Role = { id: string; name: string };

/** Every role the weeks assign to, most assigned over the range first. */
function rolesOf(points: readonly UtilisationPoint[]): Role[] {
  const totals = new Map<string, { role: Role; total: number }>();
  for (const point of points)
    for (const { role, assigned } of point.roles) {
      const seen = totals.get(role.id) ?? { role, total: 0 };
      seen.total += assigned;
      totals.set(role.id, seen);
    }
  return [...totals.values()].sort((a, b) => b.total - a.total).map(({ role }) => role);
}

const assignedTo = (point: UtilisationPoint, roleId: string) =>
  point.roles.find((row) => row.role.id === roleId)?.assigned ?? 0;

type Props = {
  series: UtilisationSeries;
  /** A week chosen: everyone's load in it. */
  onPick: (point: UtilisationPoint) => void;
};

/** The people-equivalents assigned each week, stacked by project role, with the forecast marked; or as a table. */
export function RolesChart({ series, onPick }: Props) {
  const { t, i18n } = useTranslation('analytics');
  const reduceMotion = useReducedMotion();
  const title = t('pm.roles.title');
  const roles = rolesOf(series.points);
  const number = (value: number) => equivalentsText(value, i18n.language);
  return (
    <ChartFrame id="pm-roles-title" title={title} description={t('pm.roles.text')}>
      {(view) =>
        roles.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('pm.roles.none')}
          </Text>
        ) : view === 'chart' ? (
          <figure style={{ margin: 0 }}>
            <BarChart
              h={300}
              data={series.points.map((point) => ({
                label: weekName(point, i18n.language, true),
                ...Object.fromEntries(roles.map((role) => [role.id, assignedTo(point, role.id)])),
              }))}
              dataKey="label"
              type="stacked"
              series={roles.map((role, index) => ({
                name: role.id,
                label: role.name,
                color: COLORS[index % COLORS.length] ?? 'blue.7',
              }))}
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              valueFormatter={number}
              gridAxis="y"
              {...forecastMarks(series, i18n.language, { today: t('pm.today'), forecast: t('pm.forecast') })}
              barProps={{ isAnimationActive: !reduceMotion }}
              barChartProps={{
                accessibilityLayer: true,
                title,
                desc: title,
                onClick: (state) => {
                  const point = series.points[Number(state?.activeTooltipIndex)];
                  if (point) onPick(point);
                },
                style: { cursor: 'pointer' },
              }}
            />
            <Text component="figcaption" size="xs" c="dimmed" mt="xs">
              {t('pm.roles.hint')}
            </Text>
          </figure>
        ) : (
          <TableScroll label={title} minWidth={240 + (roles.length + 1) * 110}>
            <Table striped verticalSpacing="xs" aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pm.week')}</Table.Th>
                  {roles.map((role) => (
                    <Table.Th key={role.id} ta="right" style={{ overflowWrap: 'anywhere' }}>
                      {role.name}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">{t('pm.roles.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {series.points.map((point) => (
                  <Table.Tr key={point.start}>
                    <Table.Th scope="row" fw={500}>
                      <Group gap={6} wrap="nowrap">
                        <span style={{ whiteSpace: 'nowrap' }}>{weekName(point, i18n.language)}</span>
                        {isForecast(point, series.today) ? (
                          <Badge variant="outline" color="gray" size="sm">
                            {t('pm.forecast')}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Th>
                    {roles.map((role) => (
                      <Table.Td key={role.id} ta="right">
                        {number(assignedTo(point, role.id))}
                      </Table.Td>
                    ))}
                    <Table.Td ta="right">{number(point.assigned)}</Table.Td>
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
