/**
 * A visitor's form (상담 신청, 주문 요청) from its submit to its answer: the shared rules first,
 * loaded on demand, then the server; each refusal is said beside its field, which takes the
 * focus, and anything else above the button. What was typed is never lost.
 */
import { type FormEvent, useState } from 'react';
import { commonMessages } from '#shared/messages/common.ts';
import { ApiError } from '../../lib/api-client.ts';

export type CheckedForm<F extends string, V> =
  | { ok: true; values: V }
  | { ok: false; problems: Partial<Record<F, string>> };

/** Each field's first refusal among a schema's issues, the field being the first step of the issue's path. */
export function fieldProblems<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const problems: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}

interface CheckedFormOptions<F extends string, V> {
  /** The fields in the form's order: the first refused one takes the focus. */
  fields: readonly F[];
  /** The Korean words of the refusals' codes. */
  messages: Record<string, string>;
  /** The server's refusals that belong to one field. */
  fieldOfCode: Record<string, F>;
  check: (form: HTMLFormElement) => Promise<CheckedForm<F, V>>;
  send: (values: V) => Promise<unknown>;
  /** The server is still answering an earlier send. */
  sendPending: boolean;
  onSent: (values: V) => void;
}

export function useCheckedForm<F extends string, V>({
  fields,
  messages,
  fieldOfCode,
  check,
  send,
  sendPending,
  onSent,
}: CheckedFormOptions<F, V>) {
  const [formError, setFormError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Partial<Record<F, string>>>({});
  const [checking, setChecking] = useState(false);
  const sending = checking || sendPending;

  const showProblems = (form: HTMLFormElement, found: Partial<Record<F, string>>) => {
    setProblems(found);
    const first = fields.find((name) => found[name]);
    // The first control of the field: the first box of a group.
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    setFormError(null);
    setChecking(true);
    let checked: CheckedForm<F, V>;
    try {
      checked = await check(form);
    } catch {
      // The check's script could not be fetched (a dropped connection): say so, keep the form.
      setFormError(commonMessages.network);
      return;
    } finally {
      setChecking(false);
    }
    if (!checked.ok) {
      showProblems(form, checked.problems);
      return;
    }
    setProblems({});
    try {
      await send(checked.values);
      onSent(checked.values);
    } catch (failure) {
      const field = failure instanceof ApiError ? fieldOfCode[failure.code] : undefined;
      if (field && failure instanceof ApiError)
        showProblems(form, { [field]: failure.code } as Partial<Record<F, string>>);
      else setFormError(failure instanceof Error ? failure.message : commonMessages.internal);
    }
  };

  /** A field's refusal in Korean, or null. */
  const message = (name: F): string | null => {
    const code = problems[name];
    if (!code) return null;
    return messages[code] ?? code;
  };

  return { submit, message, formError, sending };
}
