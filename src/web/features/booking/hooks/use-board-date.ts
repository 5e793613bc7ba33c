/** The date a board shows: today unless chosen otherwise, and never a day that has passed. */
import { useEffect, useState } from 'react';

export function useBoardDate(today: string): [string, (date: string) => void] {
  const [date, setDate] = useState(today);
  // A board left open overnight moves on to the new day.
  useEffect(() => setDate((current) => (current < today ? today : current)), [today]);
  return [date, setDate];
}
