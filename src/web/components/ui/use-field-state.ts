/**
 * One field's text and what is wrong with it: typing clears the error, and `refuse` says what
 * is wrong and takes the focus to the field. `field` goes on the field component as it is.
 */
import { useRef, useState } from 'react';

export function useFieldState<E extends HTMLElement = HTMLInputElement>(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<E>(null);
  const onChange = (next: string) => {
    setValue(next);
    setError(null);
  };
  const refuse = (message: string) => {
    setError(message);
    ref.current?.focus();
  };
  return { value, setValue, error, setError, refuse, field: { value, error, ref, onChange } };
}
