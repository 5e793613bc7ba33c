/** 레퍼토리 in the portal, read only: each piece, its stage and the days it reached each. */
import { useFamilyRepertoire } from '../api/repertoire-api.ts';
import { PieceStages } from './piece-stages.tsx';
import styles from './repertoire.module.css';

export function FamilyRepertoire({ studentId }: { studentId: number }) {
  const pieces = useFamilyRepertoire(studentId);
  if (pieces.isPending) return <p className={styles.empty}>불러오는 중…</p>;
  if (pieces.isError) return <p role="alert">{pieces.error.message}</p>;
  if (pieces.data.pieces.length === 0)
    return <p className={styles.empty}>아직 선생님이 정한 곡이 없습니다.</p>;
  return (
    <ul className={styles.list}>
      {pieces.data.pieces.map((piece) => (
        <li key={piece.id} className={styles.piece}>
          <PieceStages piece={piece} />
          <span className={styles.stageTag}>{piece.stage}</span>
        </li>
      ))}
    </ul>
  );
}
