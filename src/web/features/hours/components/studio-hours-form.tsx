/**
 * 학원 운영 시간 (owner): the days the studio opens and each day's span. Until it is saved the
 * studio is open every day 9시–22시, as the timetable's grid; the form says so.
 */
import { useEffect, useId, useState } from 'react';
import { DEFAULT_WEEKLY } from '#shared/hours-rules.ts';
import { studioHoursRequest } from '#shared/schemas/hours.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useSaveStudioHours, useStudioHours } from '../api/hours-api.ts';
import { noRefusals, refusalsOf } from '../lib/refusals.ts';
import { useHoursSave } from '../lib/use-hours-save.ts';
import { type DayRow, rowsOf, weeklyOf } from '../lib/week-rows.ts';
import styles from './hours-form.module.css';
import { HoursFormEnd } from './hours-form-end.tsx';
import { WeekEditor } from './week-editor.tsx';

export function StudioHoursForm() {
  const id = useId();
  const hours = useStudioHours();
  const save = useSaveStudioHours();
  const [rows, setRows] = useState<DayRow[] | null>(null);
  const { refusals, setRefusals, send } = useHoursSave(id);

  useEffect(() => {
    if (hours.data && rows === null) setRows(rowsOf(hours.data.weekly, DEFAULT_WEEKLY));
  }, [hours.data, rows]);

  if (hours.isError) return <LoadFailed message={hours.error.message} retry={() => void hours.refetch()} />;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!rows) return;
    const weekly = weeklyOf(rows);
    const parsed = studioHoursRequest.safeParse({ weekly });
    const found = parsed.success ? noRefusals : refusalsOf(parsed.error.issues, weekly);
    await send(
      found,
      () => save.mutateAsync({ weekly }),
      (saved) => setRows(rowsOf(saved.weekly, DEFAULT_WEEKLY)),
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        학원 운영 시간
      </h2>
      <p className={styles.intro}>
        체크하지 않은 요일은 쉬는 날입니다. 가족이 잡는 보강은 이 시간 안에서만 열립니다.
      </p>
      {hours.data && !hours.data.custom ? (
        <p className={styles.notice}>
          아직 운영 시간을 정하지 않아 매일 오전 9시부터 오후 10시까지 보강 예약을 받고 있습니다. 쉬는 요일의
          체크를 풀고 저장해 주세요.
        </p>
      ) : null}
      {rows ? (
        <WeekEditor
          idPrefix={id}
          legend="요일별 운영 시간"
          openLabel="운영"
          rows={rows}
          errors={refusals.days}
          onChange={(next) => {
            setRows(next);
            setRefusals(noRefusals);
          }}
        />
      ) : (
        <p className={styles.loading}>운영 시간을 불러오는 중...</p>
      )}
      <HoursFormEnd refused={refusals.form} empty={!rows} saving={save.isPending} label="운영 시간 저장" />
    </form>
  );
}
