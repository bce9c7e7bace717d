import { Box, Skeleton, Table, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { BarDatum } from './BarChartCanvas.tsx';

export type { BarDatum };

/** The chart library (recharts) is large: it loads with the first chart, after the figures beside it. */
const BarChartCanvas = lazy(() => import('./BarChartCanvas.tsx'));

interface BarChartFigureProps {
  /** Names the figure for screen readers, and heads the table they read instead of the chart. */
  caption: string;
  labelHeader: string;
  valueHeader: string;
  data: BarDatum[];
  height?: number;
}

/**
 * A bar chart for the eye and the same figures as a table for screen readers: the drawing is
 * hidden from assistive technology, which reads the table instead.
 */
export function BarChartFigure({ caption, labelHeader, valueHeader, data, height = 180 }: BarChartFigureProps) {
  return (
    <Box component="figure" m={0}>
      <div aria-hidden>
        <Suspense fallback={<Skeleton height={height} />}>
          <BarChartCanvas data={data} height={height} seriesLabel={valueHeader} />
        </Suspense>
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.label}>
                <th scope="row">{datum.label}</th>
                <td>{datum.shown ?? datum.value}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
