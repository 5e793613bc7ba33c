/** Today's date and hour in Seoul, re-read every minute so an open board rolls over at midnight. */
import { useEffect, useState } from 'react';
import { seoulDate, seoulHour } from '#shared/time.ts';

export interface SeoulNow {
  today: string;
  hour: number;
}

function read(): SeoulNow {
  const now = new Date();
  return { today: seoulDate(now), hour: seoulHour(now) };
}

export function useSeoulNow(): SeoulNow {
  const [now, setNow] = useState(read);
  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = read();
      setNow((current) => (current.today === next.today && current.hour === next.hour ? current : next));
    }, 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
