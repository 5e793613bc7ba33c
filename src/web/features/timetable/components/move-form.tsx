/**
 * 이번 주만 옮기기: one day of a weekly lesson goes to another free time of the shown week (an
 * 이동 one-off naming the day it left); the other weeks keep their day. A one-off lesson (보강,
 * 체험, 이동) is itself moved to another free time of the week, a 보강 keeping its credit. Only
 * days that are open and hours where the lesson's type fits are offered; the server refuses a
 * clash all the same.
 */
import { useId, useState } from 'react';
import { dayLabel } from '#shared/day-labels.ts';
import type { Occurrence } from '#shared/schemas/calendar.ts';
import { hourLabel } from '#shared/time.ts';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangeOneOff, useCreateOneOff } from '../api/calendar.ts';
import { type CalendarWeek, datedPlace, dayCellKey, freeHours, kindLabel } from '../lib/calendar-week.ts';
import styles from './calendar-dialog.module.css';
import { DialogFormEnd } from './dialog-form-end.tsx';

interface MoveFormProps {
  occurrence: Occurrence;
  week: CalendarWeek;
  days: readonly string[];
  closedOn: ReadonlyMap<string, string>;
  today: string;
  onCancel(): void;
  onDone(): void;
}

/** The week as it would be without this lesson: its own place is free to move within the hour. */
function without(week: CalendarWeek, occurrence: Occurrence): CalendarWeek {
  const next = new Map(week);
  const key = dayCellKey(occurrence.date, occurrence.time);
  const cell = { ...next.get(key) };
  if (cell.whole?.key === occurrence.key) delete cell.whole;
  if (cell.top?.key === occurrence.key) delete cell.top;
  if (cell.bottom?.key === occurrence.key) delete cell.bottom;
  next.set(key, cell);
  return next;
}

export function MoveForm({ occurrence, week, days, closedOn, today, onCancel, onDone }: MoveFormProps) {
  const id = useId();
  const toast = useToast();
  const create = useCreateOneOff();
  const change = useChangeOneOff();
  const oneOffId = occurrence.kind === 'series' ? null : (occurrence.oneOffId ?? null);
  const kind = kindLabel(occurrence.kind);
  const pending = create.isPending || change.isPending;
  const title = oneOffId === null ? '이번 주만 옮기기' : '다른 시간으로 옮기기';
  const open = days.filter((date) => !closedOn.has(date) && date >= today);
  const free = without(week, occurrence);
  const [date, setDate] = useState(open.includes(occurrence.date) ? occurrence.date : (open[0] ?? ''));
  const hours = date
    ? freeHours(free, date, occurrence.type).filter(
        (time) => !(date === occurrence.date && time === occurrence.time),
      )
    : [];
  const [time, setTime] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = hours.includes(Number(time)) ? time : '';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!date || !chosen || !occurrence.key || pending) return;
    setFailure(null);
    const place = { date, time: Number(chosen), type: occurrence.type };
    try {
      if (oneOffId === null) {
        await create.mutateAsync({ ...place, kind: 'moved', movedFrom: occurrence.key });
      } else {
        await change.mutateAsync({ id: oneOffId, ...place });
      }
      toast.success(
        `${occurrence.name}님의 ${dayLabel(occurrence.date)} ${kind ? `${kind} ` : ''}수업을 ${datedPlace(place.date, place.time, place.type)}(으)로 옮겼습니다.`,
      );
      onDone();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : '수업을 옮기지 못했습니다.');
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={title} className={styles.section}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <p className={styles.note} style={{ marginBottom: 12 }}>
        {oneOffId === null
          ? `이번 주 ${occurrence.type} 수업 한 번만 옮깁니다. 다른 주는 그대로입니다.`
          : `이 ${kind} 수업(${occurrence.type})을 이번 주의 다른 빈 시간으로 옮깁니다.${occurrence.kind === 'makeup' ? ' 쓴 보강권은 그대로입니다.' : ''}`}
      </p>
      {open.length === 0 ? (
        <p className={styles.note}>이번 주에는 옮길 수 있는 날이 남아 있지 않습니다.</p>
      ) : (
        <div className={styles.fields}>
          <div className="field">
            <label htmlFor={`${id}-date`}>날짜</label>
            <select
              id={`${id}-date`}
              value={date}
              onChange={(event) => {
                setDate(event.target.value);
                setTime('');
              }}
            >
              <SelectOptions values={open} label={dayLabel} />
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-time`}>시간</label>
            <select id={`${id}-time`} value={chosen} onChange={(event) => setTime(event.target.value)}>
              <option value="">{hours.length ? '시간 선택' : '빈 시간 없음'}</option>
              <SelectOptions values={hours} label={(hour) => `${hourLabel(hour)} ${occurrence.type}`} />
            </select>
          </div>
        </div>
      )}
      <DialogFormEnd failure={failure} backLabel="돌아가기" onBack={onCancel} disabled={!chosen || pending}>
        {pending ? '옮기는 중…' : '옮기기'}
      </DialogFormEnd>
    </form>
  );
}
