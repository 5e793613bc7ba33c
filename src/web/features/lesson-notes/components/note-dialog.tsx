/**
 * The one dialog a lesson note is written in, from today's list or the history: 진도 and 과제
 * with the teacher's own recent lines as chips (a tap adds the line), a line only staff see,
 * and whether the family sees the note. Written on a phone right after the lesson, so a new
 * note is shared unless the teacher says otherwise.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { dayLabel } from '#shared/day-labels.ts';
import {
  COVERED_MAX,
  HOMEWORK_MAX,
  type LessonNote,
  type LessonNoteInput,
  PRIVATE_NOTE_MAX,
} from '#shared/schemas/lesson-notes.ts';
import { Dialog, DialogSubmitRow } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useNotePhrases, useSaveNote } from '../api/notes-api.ts';
import { appendLine } from '../lib/append-line.ts';
import styles from './note-dialog.module.css';

/** The files and their players: loaded when a note is opened, not with the back office. */
const LessonFiles = lazy(() => import('./lesson-files.tsx'));

export interface NoteSubject {
  lessonId: number;
  lessonDay: string;
  studentName: string;
  note: LessonNote | null;
}

type FieldName = 'covered' | 'homework' | 'privateNote';

/** The refusals that belong to one field. */
const fieldOfCode: Record<string, FieldName> = {
  'lessonNotes.covered_too_long': 'covered',
  'lessonNotes.homework_too_long': 'homework',
  'lessonNotes.private_too_long': 'privateNote',
};

export function NoteDialog({ subject, onClose }: { subject: NoteSubject | null; onClose(): void }) {
  return (
    <Dialog
      open={subject !== null}
      title="레슨 노트"
      subtitle={subject ? `${subject.studentName} · ${dayLabel(subject.lessonDay)}` : undefined}
      closeButton
      width={520}
      onClose={onClose}
    >
      {subject ? <NoteForm key={subject.lessonId} subject={subject} onClose={onClose} /> : null}
    </Dialog>
  );
}

function Chips({
  label,
  phrases,
  onPick,
}: {
  label: string;
  phrases: string[];
  onPick(phrase: string): void;
}) {
  if (phrases.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={label}>
      {phrases.map((phrase) => (
        <li key={phrase}>
          <button type="button" className={styles.chip} onClick={() => onPick(phrase)}>
            {phrase}
          </button>
        </li>
      ))}
    </ul>
  );
}

function NoteForm({ subject, onClose }: { subject: NoteSubject; onClose(): void }) {
  const id = useId();
  const toast = useToast();
  const save = useSaveNote();
  const phrases = useNotePhrases();
  const [note, setNote] = useState<LessonNoteInput>({
    covered: subject.note?.covered ?? '',
    homework: subject.note?.homework ?? '',
    privateNote: subject.note?.privateNote ?? '',
    shared: subject.note?.shared ?? true,
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const change = (name: FieldName, value: string) => {
    setNote((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    try {
      const answer = await save.mutateAsync({ lessonId: subject.lessonId, note });
      toast.success(answer.message);
      onClose();
    } catch (error) {
      const field = error instanceof ApiError ? fieldOfCode[error.code] : undefined;
      if (field) {
        setErrors({ [field]: (error as Error).message });
        document.getElementById(`${id}-${field}`)?.focus();
      } else setFailure(error instanceof Error ? error.message : '레슨 노트를 저장하지 못했습니다.');
    }
  };

  const text = (name: FieldName, label: string, max: number, placeholder: string, hint?: string) => (
    <Field id={`${id}-${name}`} label={label} hint={hint} error={errors[name]}>
      {(control) => (
        <textarea
          {...control}
          rows={name === 'privateNote' ? 2 : 3}
          maxLength={max}
          placeholder={placeholder}
          value={note[name]}
          onChange={(event) => change(name, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {text('covered', '진도', COVERED_MAX, '예: 스케일 G장조, 교재 12쪽 곡')}
      <Chips
        label="자주 쓰는 진도 문구"
        phrases={phrases.data?.covered ?? []}
        onPick={(phrase) => change('covered', appendLine(note.covered, phrase))}
      />
      {text('homework', '과제', HOMEWORK_MAX, '예: 롱톤 하루 10분, 교재 13쪽까지')}
      <Chips
        label="자주 쓰는 과제 문구"
        phrases={phrases.data?.homework ?? []}
        onPick={(phrase) => change('homework', appendLine(note.homework, phrase))}
      />
      {text(
        'privateNote',
        '선생님 메모 (비공개)',
        PRIVATE_NOTE_MAX,
        '예: 리드 교체 권유',
        '가족에게는 보이지 않습니다.',
      )}
      <div className={styles.share}>
        <input
          id={`${id}-shared`}
          type="checkbox"
          aria-describedby={`${id}-shared-hint`}
          checked={note.shared}
          onChange={(event) => setNote((current) => ({ ...current, shared: event.target.checked }))}
        />
        <div>
          <label htmlFor={`${id}-shared`}>가족 페이지에 공개</label>
          <p id={`${id}-shared-hint`}>진도와 과제를 가족이 볼 수 있습니다. 선생님 메모는 보이지 않습니다.</p>
        </div>
      </div>
      <Suspense fallback={null}>
        <LessonFiles lessonId={subject.lessonId} />
      </Suspense>
      <DialogSubmitRow
        failure={failure}
        onCancel={onClose}
        submitLabel="저장"
        pendingLabel="저장하는 중…"
        pending={save.isPending}
      />
    </form>
  );
}
