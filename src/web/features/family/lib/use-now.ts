/**
 * The instant now, read again every minute: a portal left open must stop offering 결석 신청 for
 * a lesson once it has begun, as the server already refuses it then. The first render reads the
 * server's render time (lib/render-clock.ts), so a phone whose clock is ahead of the server's
 * hydrates what the server drew; the browser's clock takes over right after.
 */
import { useEffect, useState } from 'react';
import { renderTime } from '../../../lib/render-clock.ts';

export function useNow(): number {
  const [now, setNow] = useState(() => renderTime().getTime());
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
