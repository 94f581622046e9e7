import '@mantine/charts/styles.css';
import { LineChart, type LineChartSeries } from '@mantine/charts';
import { useReducedMotion } from '@mantine/hooks';

type Props = {
  /** What the chart shows, for assistive technology (the table beside it has every number). */
  label: string;
  /** One row a point: `label` on the axis, a number under each series' name. */
  data: ({ label: string } & Record<string, number | string>)[];
  /** Each line; each has its own dash pattern too, so colour is never the only way to tell them apart. */
  series: LineChartSeries[];
  valueFormatter: (value: number) => string;
  /** A point chosen (clicked, or Enter on it by keyboard): its index. */
  onPick: (index: number) => void;
};

/**
 * A line chart of the analytics (ADR 0071's figures over time), drawn by @mantine/charts on Recharts: loaded with the
 * analytics screens only. The chart is keyboard reachable (Recharts' accessibility layer: Tab to it, arrows move
 * between points); clicking a point drills down to the list behind it, as the table's buttons do.
 */
export function ActivityChart({ label, data, series, valueFormatter, onPick }: Props) {
  const reduceMotion = useReducedMotion();
  return (
    <LineChart
      h={280}
      data={data}
      dataKey="label"
      series={series}
      curveType="linear"
      withLegend={series.length > 1}
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={valueFormatter}
      tickLine="x"
      gridAxis="y"
      lineProps={{ isAnimationActive: !reduceMotion }}
      activeDotProps={{ r: 6, strokeWidth: 2 }}
      lineChartProps={{
        accessibilityLayer: true,
        title: label,
        desc: label,
        onClick: (state) => {
          const index = Number(state?.activeTooltipIndex);
          if (Number.isInteger(index) && index >= 0 && index < data.length) onPick(index);
        },
        style: { cursor: 'pointer' },
      }}
    />
  );
}
