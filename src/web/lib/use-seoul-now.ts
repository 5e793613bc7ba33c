/**
 * Today's date and hour in Seoul, re-read every minute so an open board rolls over at midnight.
 * The first render uses the server's render time (render-clock.ts), so the page hydrates as it
 * was rendered; right after, the browser's clock takes over.
 */
import { useEffect, useState } from 'react';
import { seoulDate, seoulHour } from '#shared/time.ts';
import { renderTime } from './render-clock.ts';

export interface SeoulNow {
  today: string;
  hour: number;
}

function read(now: Date): SeoulNow {
  return { today: seoulDate(now), hour: seoulHour(now) };
}

export function useSeoulNow(): SeoulNow {
  const [now, setNow] = useState(() => read(renderTime()));
  useEffect(() => {
    const update = () => {
      const next = read(new Date());
      setNow((current) => (current.today === next.today && current.hour === next.hour ? current : next));
    };
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
