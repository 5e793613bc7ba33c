/**
 * How both hours forms send: what the shared schema refuses before sending is said at its field,
 * the focus on the first; the server's refusal of an hours rule goes to the form, any other
 * failure to a toast.
 */
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { firstRefused, hasRefusals, noRefusals, type Refusals } from './refusals.ts';

export function useHoursSave(idPrefix: string) {
  const toast = useToast();
  const [refusals, setRefusals] = useState<Refusals>(noRefusals);
  const send = async <Saved extends { message?: string | undefined }>(
    found: Refusals,
    save: () => Promise<Saved>,
    onSaved: (saved: Saved) => void,
  ) => {
    setRefusals(found);
    if (hasRefusals(found)) {
      const first = firstRefused(found, idPrefix);
      if (first) document.getElementById(first)?.focus();
      return;
    }
    try {
      const saved = await save();
      onSaved(saved);
      toast.success(saved.message ?? '저장했습니다.');
    } catch (error) {
      if (error instanceof ApiError && error.code.startsWith('hours.')) {
        setRefusals({ ...noRefusals, form: error.message });
      } else toast.error((error as Error).message);
    }
  };
  return { refusals, setRefusals, send };
}
