import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface BarDatum {
  /** The bar's label on the axis and in the table (a week, a month). */
  label: string;
  value: number;
  /** The value as the table reads it (money, say); the plain number when absent. */
  shown?: string;
}

/** The drawing of BarChartFigure, in its own chunk with the chart library. */
export default function BarChartCanvas({ data, height, seriesLabel }: { data: BarDatum[]; height: number; seriesLabel: string }) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      series={[{ name: 'value', label: seriesLabel, color: 'brand.6' }]}
      tickLine="y"
      gridAxis="y"
      withTooltip={false}
      barProps={{ isAnimationActive: false }}
      // The drawing is hidden from assistive technology (the table beside it is read instead),
      // so it must take no keyboard focus either.
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
