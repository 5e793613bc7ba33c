/**
 * The instant now, read again every minute: a portal left open must stop offering 결석 신청 for
 * a lesson once it has begun, as the server already refuses it then.
 */
import { useEffect, useState } from 'react';

export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
