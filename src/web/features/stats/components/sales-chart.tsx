/**
 * The sales of the 12 months ending at the chosen one: bars for the eye, and the same figures
 * as a table for screen readers (the drawing itself is hidden from them). A failure to load
 * the chart leaves the table, which holds every figure.
 */
import { useEffect, useRef, useState } from 'react';
import { formatWon } from '#shared/won.ts';
import { monthShort } from '../lib/format.ts';
import type { DrawnChart, SalesBar } from './draw-sales-chart.ts';
import styles from './sales-chart.module.css';

export function SalesChart({ bars }: { bars: SalesBar[] }) {
  const target = useRef<HTMLDivElement>(null);
  const chart = useRef<DrawnChart | null>(null);
  const latest = useRef(bars);
  latest.current = bars;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import('./draw-sales-chart.ts')
      .then(({ drawSalesChart }) => {
        if (cancelled || !target.current) return;
        chart.current = drawSalesChart(target.current, latest.current);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart.current?.detach();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.update(bars);
  }, [bars]);

  const last = bars.at(-1);
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        최근 12개월 매출
        {last ? ` (${monthShort(bars[0]!.month, true)} – ${monthShort(last.month, true)})` : ''}
      </figcaption>
      {failed ? (
        <p className={styles.failed} role="alert">
          그래프를 불러오지 못했습니다. 아래 표에서 같은 내용을 보실 수 있습니다.
        </p>
      ) : (
        <div ref={target} className={styles.chart} aria-hidden="true" data-testid="sales-chart" />
      )}
      <table className={failed ? styles.table : 'visually-hidden'}>
        <caption>최근 12개월 매출</caption>
        <thead>
          <tr>
            <th scope="col">월</th>
            <th scope="col">매출</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.month}>
              <th scope="row">{monthShort(bar.month, true)}</th>
              <td>{formatWon(bar.sales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
