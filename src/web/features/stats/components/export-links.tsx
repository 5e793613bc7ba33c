/** CSV downloads of the month for the accountant (UTF-8 with BOM: Excel shows Korean). */
import type { ExportKind } from '#shared/schemas/stats.ts';
import { exportUrl, type StatsParams } from '../api/stats-api.ts';
import styles from './export-links.module.css';

const LABELS: Record<ExportKind, string> = {
  lessons: '레슨 CSV',
  payments: '결제 CSV',
  attendance: '출석부 CSV',
};

export function ExportLink({ params, kind }: { params: StatsParams; kind: ExportKind }) {
  return (
    <a className={`button button-secondary ${styles.link}`} href={exportUrl(params, kind)} download>
      <span aria-hidden="true">↓</span> {LABELS[kind]}
    </a>
  );
}
