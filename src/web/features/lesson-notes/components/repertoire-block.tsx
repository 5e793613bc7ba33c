/**
 * 레퍼토리 (진도표) on the student page: the pieces, each with its stage to move (시작 → 연습 중
 * → 완성 → 발표; the day is today's) and the days it reached each; a piece added by its name.
 */
import { useId } from 'react';
import { REPERTOIRE_STAGES, type RepertoireStage } from '#shared/schemas/repertoire.ts';
import { ChoiceSelect } from '../../../components/ui/choice-select.tsx';
import { PieceTitleField } from '../../../components/ui/piece-title-field.tsx';
import { useAnswerToasts, useToast } from '../../../components/ui/toast.tsx';
import { useFieldState } from '../../../components/ui/use-field-state.ts';
import { useAddPiece, useMovePiece, useRepertoire } from '../api/repertoire-api.ts';
import { PieceStages } from './piece-stages.tsx';
import styles from './repertoire.module.css';

export function RepertoireBlock({ studentId }: { studentId: number }) {
  const id = useId();
  const toast = useToast();
  const answerToasts = useAnswerToasts();
  const pieces = useRepertoire(studentId);
  const add = useAddPiece(studentId);
  const move = useMovePiece(studentId);
  const title = useFieldState();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    add.mutate(title.value, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        title.setValue('');
        title.setError(null);
      },
      onError: (failure) => title.setError(failure.message),
    });
  };
  const changeStage = (pieceId: number, stage: RepertoireStage) =>
    move.mutate({ pieceId, stage }, answerToasts);

  return (
    <section className={styles.block} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>레퍼토리 (진도표)</h2>
      <p className={styles.lead}>곡마다 시작 → 연습 중 → 완성 → 발표. 가족 페이지에도 보입니다.</p>
      {pieces.data?.pieces.length === 0 ? <p className={styles.empty}>아직 넣은 곡이 없습니다.</p> : null}
      {pieces.data && pieces.data.pieces.length > 0 ? (
        <ul className={styles.list}>
          {pieces.data.pieces.map((piece) => (
            <li key={piece.id} className={styles.piece}>
              <PieceStages piece={piece} />
              <ChoiceSelect
                className={`input ${styles.stage}`}
                aria-label={`${piece.title} 단계`}
                disabled={move.isPending}
                choices={REPERTOIRE_STAGES}
                value={piece.stage}
                onChange={(stage) => changeStage(piece.id, stage)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <form className={styles.add} onSubmit={submit} noValidate>
        <PieceTitleField id={`${id}-piece`} placeholder="예: 캐논 변주곡" {...title.field} />
        <button type="submit" className="button" disabled={add.isPending}>
          곡 넣기
        </button>
      </form>
    </section>
  );
}
