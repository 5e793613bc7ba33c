/** A piece's way so far: `시작 11월 1일 · 완성 11월 20일`, the stages it reached with their days. */
import { REPERTOIRE_STAGES, type RepertoirePiece } from '#shared/schemas/repertoire.ts';
import { dayLabel } from '../lib/day-label.ts';

export function PieceStages({ piece, className }: { piece: RepertoirePiece; className?: string }) {
  const reached = REPERTOIRE_STAGES.flatMap((stage) => {
    const day = piece.dates[stage];
    return day ? [`${stage} ${dayLabel(day)}`] : [];
  });
  return <span className={className}>{reached.join(' · ')}</span>;
}
