/**
 * A free half of the shown week, tapped: 반복 수업 (a weekly lesson from this week on), 보강 (one
 * of the teacher's students, using their oldest valid make-up credit) or 체험 (a name). Each
 * student of a 보강 is offered with their 보강권 count, and one without any cannot be picked, so
 * the teacher learns it before submitting; the server still decides (a credit spent meanwhile,
 * a clash) and its Korean refusal is said in the dialog.
 */
import { useId, useState } from 'react';
import { dayLabel } from '#shared/day-labels.ts';
import { normalizeName } from '#shared/text.ts';
import { hourLabel } from '#shared/time.ts';
import { LESSON_NAME_MAX_LENGTH, type LessonType, weekdayOfDate } from '#shared/timetable-rules.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateOneOff } from '../api/calendar.ts';
import { useCreditCounts } from '../api/credit-counts.ts';
import { useCreateLesson } from '../api/lessons.ts';
import type { StudentName } from '../api/student-names.ts';
import { type CalendarWeek, datedPlace, typesThatFit, weekRangeLabel } from '../lib/calendar-week.ts';
import styles from './calendar-dialog.module.css';
import { DialogFormEnd } from './dialog-form-end.tsx';

type AddKind = 'series' | 'makeup' | 'trial';

const KIND_LABELS: Record<AddKind, string> = { series: '반복 수업', makeup: '보강', trial: '체험' };

interface AddDialogProps {
  date: string;
  time: number;
  /** The half tapped; the whole hour may be chosen when both halves are free. */
  type: LessonType;
  monday: string;
  /** Whose timetable: the students (and their 보강권) are this teacher's. */
  teacherId: string;
  week: CalendarWeek;
  students: readonly StudentName[];
  onClose(): void;
}

export function AddDialog({
  date,
  time,
  type: tapped,
  monday,
  teacherId,
  week,
  students,
  onClose,
}: AddDialogProps) {
  const id = useId();
  const toast = useToast();
  const createSeries = useCreateLesson();
  const createOneOff = useCreateOneOff();
  const types = typesThatFit(week, date, time);
  const [kind, setKind] = useState<AddKind>('series');
  const [type, setType] = useState<LessonType>(types.includes(tapped) ? tapped : (types[0] ?? tapped));
  const [name, setName] = useState('');
  const [studentId, setStudentId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const pending = createSeries.isPending || createOneOff.isPending;
  const linked = students.find((student) => student.name === normalizeName(name));
  const counts = useCreditCounts(teacherId, kind === 'makeup');
  /** A student's usable 보강권, or undefined while unknown (the server then decides alone). */
  const creditsOf = (id: number) => counts.data?.get(id);
  const noneHasCredit = counts.data !== undefined && students.every((student) => !creditsOf(student.id));
  const chosenCredits = studentId === '' ? undefined : creditsOf(Number(studentId));
  const complete = kind === 'makeup' ? studentId !== '' && chosenCredits !== 0 : name.trim() !== '';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!complete || pending) return;
    setFailure(null);
    try {
      if (kind === 'series') {
        const lesson = await createSeries.mutateAsync({
          day: weekdayOfDate(date),
          time,
          type,
          name,
          studentId: linked?.id,
          from: monday,
        });
        toast.success(
          `매주 ${lesson.day}요일 ${hourLabel(lesson.time)} ${lesson.name} 수업을 ${weekRangeLabel(monday)} 주부터 등록했습니다.`,
        );
      } else {
        const added = await createOneOff.mutateAsync(
          kind === 'makeup'
            ? { date, time, type, kind, studentId: Number(studentId) }
            : { date, time, type, kind, name },
        );
        toast.success(
          `${datedPlace(date, time, type)}에 ${added.name ?? ''} ${KIND_LABELS[kind]} 수업을 넣었습니다.`,
        );
      }
      onClose();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : '수업을 넣지 못했습니다.');
    }
  };

  return (
    <Dialog title="수업 추가" subtitle={datedPlace(date, time)} onClose={onClose} closeButton width={440}>
      <form onSubmit={submit} noValidate aria-label="수업 추가">
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>종류</legend>
          {(Object.keys(KIND_LABELS) as AddKind[]).map((choice) => (
            <label key={choice} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-kind`}
                value={choice}
                checked={kind === choice}
                onChange={() => {
                  setKind(choice);
                  setFailure(null);
                }}
              />
              {KIND_LABELS[choice]}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.choices} style={{ marginTop: 14 }}>
          <legend className={styles.legend}>길이</legend>
          {(['1시간', '1부', '2부'] as const).map((choice) => (
            <label key={choice} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-type`}
                value={choice}
                checked={type === choice}
                disabled={!types.includes(choice)}
                onChange={() => setType(choice)}
              />
              {choice}
            </label>
          ))}
        </fieldset>
        <div className={styles.fields} style={{ marginTop: 14 }}>
          {kind === 'makeup' ? (
            <div className={`field ${styles.wide}`}>
              <label htmlFor={`${id}-student`}>학생</label>
              <select
                id={`${id}-student`}
                value={studentId}
                onChange={(event) => setStudentId(event.target.value)}
              >
                <option value="">학생 선택</option>
                {students.map((student) => {
                  const credits = creditsOf(student.id);
                  return (
                    <option key={student.id} value={student.id} disabled={credits === 0}>
                      {credits === undefined
                        ? student.name
                        : credits === 0
                          ? `${student.name} · 보강권 없음`
                          : `${student.name} · 보강권 ${credits}장`}
                    </option>
                  );
                })}
              </select>
            </div>
          ) : (
            <div className={`field ${styles.wide}`}>
              <label htmlFor={`${id}-name`}>{kind === 'trial' ? '체험 학생 이름' : '학생 이름'}</label>
              <input
                id={`${id}-name`}
                type="text"
                autoComplete="off"
                list={kind === 'series' ? `${id}-names` : undefined}
                maxLength={LESSON_NAME_MAX_LENGTH + 10}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
              {kind === 'series' ? (
                <datalist id={`${id}-names`}>
                  {students.map((student) => (
                    <option key={student.id} value={student.name} />
                  ))}
                </datalist>
              ) : null}
            </div>
          )}
        </div>
        <p className="field-hint" style={{ marginTop: 10 }}>
          {kind === 'series'
            ? `이번 주부터 매주 ${weekdayOfDate(date)}요일 같은 시간에 들어갑니다.${linked ? ` 등록된 학생 ${linked.name}님과 연결됩니다.` : ''}`
            : kind === 'makeup'
              ? noneHasCredit
                ? '보강권이 있는 학생이 없습니다. 사전취소나 강사사정으로 보강권이 생긴 학생만 보강을 넣을 수 있습니다.'
                : '학생의 가장 오래된 보강권을 씁니다. 보강권이 없는 학생은 고를 수 없습니다.'
              : `${dayLabel(date)} 하루만 들어가는 체험 수업입니다.`}
        </p>
        <DialogFormEnd failure={failure} backLabel="취소" onBack={onClose} disabled={!complete || pending}>
          {pending ? '넣는 중…' : `${KIND_LABELS[kind]} 넣기`}
        </DialogFormEnd>
      </form>
    </Dialog>
  );
}
