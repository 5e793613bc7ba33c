/**
 * Draws the 12-month bars with Chartist (docs/decisions/015-chart-library.md). Imported on
 * demand by sales-chart.tsx, so the library and its stylesheet load only on /managelesson.
 */
import 'chartist/dist/index.css';
import { BarChart } from 'chartist';
import { monthShort, shortWon } from '../lib/format.ts';

export interface SalesBar {
  month: string;
  sales: number;
}

export interface DrawnChart {
  update(bars: SalesBar[]): void;
  detach(): void;
}

function data(bars: SalesBar[]) {
  return {
    // The year appears where it changes (and on the first bar), so 12 bars stay short at 375px.
    labels: bars.map((bar, index) =>
      index === 0 || bar.month.endsWith('-01')
        ? `${monthShort(bar.month)}\n’${bar.month.slice(2, 4)}`
        : monthShort(bar.month),
    ),
    series: [bars.map((bar) => bar.sales)],
  };
}

export function drawSalesChart(element: HTMLElement, bars: SalesBar[]): DrawnChart {
  const chart = new BarChart(
    element,
    data(bars),
    {
      height: '260px',
      chartPadding: { top: 16, right: 8, bottom: 4, left: 4 },
      axisX: { showGrid: false, offset: 36 },
      axisY: { onlyInteger: true, offset: 52, labelInterpolationFnc: (value) => shortWon(Number(value)) },
      low: 0,
    },
    [
      // At phone widths "12월" does not fit under a bar: the number alone, the caption says 월.
      [
        'screen and (max-width: 480px)',
        { axisX: { labelInterpolationFnc: (label) => String(label).replace('월', '') } },
      ],
    ],
  );
  // Drawn in pixels at the page's width on screen: with a viewBox of that size the drawing
  // scales to a printed page, which is narrower, instead of being cut off at its right.
  chart.on('created', ({ svg }) => {
    const width = svg.width();
    const height = svg.height();
    if (width > 0 && height > 0)
      svg.attr({ viewBox: `0 0 ${width} ${height}`, preserveAspectRatio: 'xMinYMin meet' });
  });
  // The chosen month (the last bar) stands out.
  chart.on('draw', (event) => {
    if (event.type === 'bar' && event.index === bars.length - 1) event.element.addClass('ct-bar-current');
  });
  return {
    update: (next) => {
      bars = next;
      chart.update(data(next));
    },
    detach: () => chart.detach(),
  };
}
