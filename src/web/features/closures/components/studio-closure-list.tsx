/**
 * The studio's own closures, the soonest first: each with its days, whether it is over, under
 * way or ahead, and 삭제 after a confirm that names it.
 */
import type { StudioClosureItem } from '#shared/schemas/closures.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useDeleteClosure } from '../api/closures-api.ts';
import { type ClosureTiming, dayCount, formatRange, timingOf } from '../lib/closure-dates.ts';
import styles from './studio-closure-list.module.css';

const timingLabel: Record<ClosureTiming, string> = { past: '지난 휴원', now: '휴원 중', upcoming: '예정' };

export function StudioClosureList({ closures, today }: { closures: StudioClosureItem[]; today: string }) {
  const confirm = useConfirm();
  const toast = useToast();
  const remove = useDeleteClosure();
  const thisYear = Number(today.slice(0, 4));

  const onDelete = async (closure: StudioClosureItem) => {
    const range = formatRange(closure.from, closure.to, thisYear);
    const yes = await confirm(`휴원일 ‘${closure.name}’을(를) 삭제하시겠습니까?`, {
      confirmLabel: '삭제',
      detail: `${range} · ${dayCount(closure.from, closure.to)}일. 삭제하면 이 날들에 다시 수업이 잡힙니다.`,
    });
    if (!yes) return;
    remove.mutate(closure.id, {
      onSuccess: () => toast.success(`휴원일 ‘${closure.name}’을(를) 삭제했습니다.`),
      onError: (error) => toast.error(error.message),
    });
  };

  if (closures.length === 0) {
    return (
      <p className={styles.empty}>정해 둔 휴원일이 없습니다. 위에서 방학이나 쉬는 날을 추가해 주세요.</p>
    );
  }

  return (
    <ul className={styles.list}>
      {closures.map((closure) => {
        const timing = timingOf(closure.from, closure.to, today);
        const days = dayCount(closure.from, closure.to);
        return (
          <li key={closure.id} className={styles.item} data-timing={timing}>
            <div className={styles.text}>
              <p className={styles.name}>
                {closure.name}
                <span className={styles.tag} data-timing={timing}>
                  {timingLabel[timing]}
                </span>
              </p>
              <p className={styles.range}>
                {formatRange(closure.from, closure.to, thisYear)}
                <span className={styles.days}> · {days}일</span>
              </p>
            </div>
            <button
              type="button"
              className={`button button-secondary ${styles.delete}`}
              aria-label={`${closure.name} 삭제`}
              disabled={remove.isPending && remove.variables === closure.id}
              onClick={() => void onDelete(closure)}
            >
              삭제
            </button>
          </li>
        );
      })}
    </ul>
  );
}
