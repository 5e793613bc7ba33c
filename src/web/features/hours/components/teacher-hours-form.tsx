/**
 * A teacher's 수업 시간: the studio's hours as they are, or a week of their own, with dated
 * exceptions, and whether a family's 보강 or 결석 신청 is also a text message to them. The
 * teacher sets their own; the owner anyone's.
 */
import { useEffect, useId, useState } from 'react';
import { type DayHours, DEFAULT_WEEKLY, type HoursException } from '#shared/hours-rules.ts';
import { type TeacherHours, teacherHoursRequest } from '#shared/schemas/hours.ts';
import { addDays } from '#shared/time.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useSaveTeacherHours, useTeacherHours } from '../api/hours-api.ts';
import { noRefusals, refusalsOf } from '../lib/refusals.ts';
import { useHoursSave } from '../lib/use-hours-save.ts';
import { type DayRow, rowsOf, weeklyOf } from '../lib/week-rows.ts';
import { type ExceptionRow, ExceptionsEditor, newExceptionRow } from './exceptions-editor.tsx';
import styles from './hours-form.module.css';
import { HoursFormEnd } from './hours-form-end.tsx';
import { WeekEditor } from './week-editor.tsx';

interface Draft {
  ownWeek: boolean;
  rows: DayRow[];
  exceptions: ExceptionRow[];
  familyMessages: boolean;
}

function draftOf(hours: TeacherHours, studio: readonly DayHours[]): Draft {
  return {
    ownWeek: hours.weekly !== null,
    rows: rowsOf(hours.weekly ?? studio, studio),
    exceptions: hours.exceptions.map((exception) => ({
      ...newExceptionRow(exception.date),
      off: exception.off === true,
      from: exception.from ?? '10:00',
      to: exception.to ?? '18:00',
    })),
    familyMessages: hours.familyMessages,
  };
}

function exceptionsOf(rows: readonly ExceptionRow[]): HoursException[] {
  return rows.map((row) =>
    row.off ? { date: row.date, off: true } : { date: row.date, from: row.from, to: row.to },
  );
}

interface TeacherHoursFormProps {
  teacherId: string;
  /** The studio's week: what "학원 운영 시간과 같음" means, and where a new week starts from. */
  studio: readonly DayHours[] | undefined;
  today: string;
  /** The heading: "내 수업 시간" for the teacher, the teacher's name for the owner. */
  title: string;
}

export function TeacherHoursForm({
  teacherId,
  studio = DEFAULT_WEEKLY,
  today,
  title,
}: TeacherHoursFormProps) {
  const id = useId();
  const hours = useTeacherHours(teacherId);
  const save = useSaveTeacherHours(teacherId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const { refusals, setRefusals, send } = useHoursSave(id);

  useEffect(() => {
    if (hours.data && draft === null) setDraft(draftOf(hours.data, studio));
  }, [hours.data, draft, studio]);

  if (hours.isError) return <LoadFailed message={hours.error.message} retry={() => void hours.refetch()} />;

  const edit = (patch: Partial<Draft>) => {
    setDraft((current) => (current ? { ...current, ...patch } : current));
    setRefusals(noRefusals);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const weekly = draft.ownWeek ? weeklyOf(draft.rows) : null;
    const body = { weekly, exceptions: exceptionsOf(draft.exceptions), familyMessages: draft.familyMessages };
    const parsed = teacherHoursRequest.safeParse(body);
    const found = parsed.success ? noRefusals : refusalsOf(parsed.error.issues, weekly ?? []);
    await send(
      found,
      () => save.mutateAsync(body),
      (saved) => setDraft(draftOf(saved, studio)),
    );
  };

  const lastDate = draft?.exceptions.at(-1)?.date;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <p className={styles.intro}>가족이 잡는 보강은 학원 운영 시간과 이 시간이 겹치는 때에만 열립니다.</p>
      {draft ? (
        <>
          <fieldset className={styles.choice}>
            <legend>수업하는 요일과 시간</legend>
            <label className={styles.option}>
              <input
                type="radio"
                name={`${id}-own`}
                checked={!draft.ownWeek}
                onChange={() => edit({ ownWeek: false })}
              />
              학원 운영 시간과 같음
            </label>
            <label className={styles.option}>
              <input
                type="radio"
                name={`${id}-own`}
                checked={draft.ownWeek}
                onChange={() =>
                  edit({ ownWeek: true, rows: draft.ownWeek ? draft.rows : rowsOf(studio, studio) })
                }
              />
              요일마다 따로 정함
            </label>
          </fieldset>
          {draft.ownWeek ? (
            <WeekEditor
              idPrefix={id}
              legend="요일별 수업 시간"
              openLabel="수업"
              rows={draft.rows}
              errors={refusals.days}
              onChange={(rows) => edit({ rows })}
            />
          ) : null}
          <ExceptionsEditor
            idPrefix={id}
            rows={draft.exceptions}
            errors={refusals.exceptions}
            nextDate={lastDate && lastDate >= today ? addDays(lastDate, 1) : today}
            onChange={(exceptions) => edit({ exceptions })}
          />
          <div className={styles.toggle}>
            <input
              id={`${id}-texts`}
              type="checkbox"
              aria-describedby={`${id}-texts-hint`}
              checked={draft.familyMessages}
              onChange={(event) => edit({ familyMessages: event.target.checked })}
            />
            <span>
              <label htmlFor={`${id}-texts`}>가족이 보강을 예약하거나 결석을 알리면 문자로도 받기</label>
              <small id={`${id}-texts-hint`}>
                학생 관리 화면의 알림은 언제나 보입니다. 문자는 계정의 휴대전화 번호로 갑니다.
              </small>
            </span>
          </div>
        </>
      ) : (
        <p className={styles.loading}>수업 시간을 불러오는 중...</p>
      )}
      <HoursFormEnd refused={refusals.form} empty={!draft} saving={save.isPending} label="수업 시간 저장" />
    </form>
  );
}
