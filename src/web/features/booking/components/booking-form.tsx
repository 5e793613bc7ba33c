/**
 * 예약하기: room, start hour, duration and name for the chosen date. The server enforces
 * every rule; the form only spares a round trip when a field is empty (spec §5).
 */
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  DURATIONS,
  type Duration,
  HOURS,
  isHourOver,
  NAME_MAX_LENGTH,
  ROOMS,
  roomLabel,
} from '#shared/booking-rules.ts';
import { messageFor } from '#shared/messages/ko.ts';
import { hourLabel } from '#shared/time.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateBooking } from '../api/bookings.ts';
import type { SeoulNow } from '../hooks/use-seoul-now.ts';
import styles from './booking-form.module.css';

interface FormValues {
  room: string;
  time: string;
  type: Duration | '';
  name: string;
}

const empty: FormValues = { room: '', time: '', type: '', name: '' };

interface BookingFormProps {
  date: string;
  now: SeoulNow;
  /** A cell chosen on the grid: fills room and time. */
  preset: { room: number; time: number; key: number } | null;
}

export function BookingForm({ date, now, preset }: BookingFormProps) {
  const id = useId();
  const toast = useToast();
  const create = useCreateBooking();
  const { register, handleSubmit, reset, setValue, setFocus } = useForm<FormValues>({ defaultValues: empty });
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!preset) return;
    setValue('room', String(preset.room));
    setValue('time', String(preset.time));
    formRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    setFocus('name');
  }, [preset, setValue, setFocus]);

  const submit = handleSubmit(async (values) => {
    if (!values.room || !values.time || !values.type || !values.name.trim()) {
      toast.error(messageFor('booking.incomplete'));
      return;
    }
    const request = {
      date,
      room: Number(values.room),
      time: Number(values.time),
      name: values.name,
      type: values.type,
    };
    try {
      const booked = await create.mutateAsync(request);
      const first = booked[0]!;
      toast.success(`${roomLabel(first.room)} ${hourLabel(first.time)}부터 ${first.type} 예약되었습니다.`);
      reset(empty);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : messageFor('internal'));
    }
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="연습실 예약">
      <div className={`field ${styles.field}`}>
        <label htmlFor={`${id}-room`}>방</label>
        <select id={`${id}-room`} {...register('room')}>
          <option value="">방 선택</option>
          {ROOMS.map((room) => (
            <option key={room} value={room}>
              {roomLabel(room)}
            </option>
          ))}
        </select>
      </div>
      <div className={`field ${styles.field}`}>
        <label htmlFor={`${id}-time`}>시작 시간</label>
        <select id={`${id}-time`} {...register('time')}>
          <option value="">시간 선택</option>
          {HOURS.map((hour) => (
            <option key={hour} value={hour} disabled={isHourOver(date, hour, now.today, now.hour)}>
              {hourLabel(hour)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.durations}>
        <legend>연습 시간</legend>
        <div className={styles.choices}>
          {DURATIONS.map((duration) => (
            <label key={duration} className={styles.choice}>
              <input type="radio" value={duration} {...register('type')} />
              <span>{duration}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={`field ${styles.field} ${styles.name}`}>
        <label htmlFor={`${id}-name`}>이름</label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH + 10}
          aria-describedby={`${id}-name-hint`}
          {...register('name')}
        />
        <p id={`${id}-name-hint`} className="field-hint">
          한 사람당 하루 2시간까지, 이름은 20자까지 입력할 수 있습니다.
        </p>
      </div>
      <button type="submit" className={`button button-accent ${styles.submit}`} disabled={create.isPending}>
        {create.isPending ? '예약하는 중…' : '예약하기'}
      </button>
    </form>
  );
}
