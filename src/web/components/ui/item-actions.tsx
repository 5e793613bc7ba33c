/**
 * The row under one item of a public list (a post, a product): back to the list, and for those
 * who may change the item its 수정 link and 삭제 button. Deleting asks first, then says what it
 * did and goes back to the list; a refusal is said in a toast and leaves the item as it was.
 */
import { Link, useNavigate } from 'react-router';
import { useConfirm } from './confirm-dialog.tsx';
import styles from './item-actions.module.css';
import { useToast } from './toast.tsx';

interface ItemChange {
  editTo: string;
  /** The question before deleting. */
  question: string;
  remove: () => Promise<unknown>;
  removing: boolean;
  /** The toast once it is deleted. */
  removed: string;
}

export function ItemActions({ listTo, change }: { listTo: string; change?: ItemChange }) {
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();

  const onDelete = async (item: ItemChange) => {
    if (!(await confirm(item.question, { confirmLabel: '삭제' }))) return;
    try {
      await item.remove();
      toast.success(item.removed);
      navigate(listTo);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '삭제하지 못했습니다.');
    }
  };

  return (
    <div className={styles.actions}>
      <BackToList to={listTo} />
      {change ? (
        <span className={styles.change}>
          <Link className="button button-secondary" to={change.editTo}>
            수정
          </Link>
          <button
            type="button"
            className="button button-danger"
            onClick={() => void onDelete(change)}
            disabled={change.removing}
          >
            삭제
          </button>
        </span>
      ) : null}
    </div>
  );
}

export function BackToList({ to }: { to: string }) {
  return (
    <Link className="button button-secondary" to={to}>
      목록
    </Link>
  );
}
