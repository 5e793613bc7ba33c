/**
 * Moving a request to its next status: a question first where the step cannot be undone, then
 * the change, then a notice saying what happened or why not.
 */
import { type ConfirmOptions, useConfirm } from '../ui/confirm-dialog.tsx';
import { useToast } from '../ui/toast.tsx';

interface StatusChange {
  /** Asked first; the change is made only on yes. */
  question?: { message: string; options: ConfirmOptions };
  change(): Promise<unknown>;
  /** Said when it is done. */
  done: string;
}

export function useStatusChange(): (step: StatusChange) => Promise<void> {
  const confirm = useConfirm();
  const toast = useToast();
  return async ({ question, change, done }) => {
    if (question && !(await confirm(question.message, question.options))) return;
    try {
      await change();
      toast.success(done);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '상태를 바꾸지 못했습니다.');
    }
  };
}
