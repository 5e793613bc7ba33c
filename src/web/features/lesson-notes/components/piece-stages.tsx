/**
 * A piece's title over its way so far (`시작 11월 1일 · 완성 11월 20일`, the stages it reached
 * with their days), as the teacher's list and the family's read only list both show it.
 */
import { dayLabel } from '#shared/day-labels.ts';
import { REPERTOIRE_STAGES, type RepertoirePiece } from '#shared/schemas/repertoire.ts';
import styles from './repertoire.module.css';

export function PieceStages({ piece }: { piece: RepertoirePiece }) {
  const reached = REPERTOIRE_STAGES.flatMap((stage) => {
    const day = piece.dates[stage];
    return day ? [`${stage} ${dayLabel(day)}`] : [];
  });
  return (
    <span>
      <span className={styles.title}>{piece.title}</span>
      <span className={styles.dates}>{reached.join(' · ')}</span>
    </span>
  );
}
