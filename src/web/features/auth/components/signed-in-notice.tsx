/**
 * What /login and /join show to someone already signed in: who they are and where to go,
 * instead of a form that would only sign them in again.
 */
import { Link } from 'react-router';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { useLogout } from '../api/login.ts';
import styles from '../pages/auth-form.module.css';

export function SignedInNotice({ user, title }: { user: SessionUser; title: string }) {
  const logout = useLogout();
  const toast = useToast();
  return (
    <div className={styles.wrap}>
      <section className={`${styles.form} ${styles.signedIn}`} aria-labelledby="signed-in-title">
        <h1 id="signed-in-title" className={styles.title}>
          {title}
        </h1>
        <p>
          <strong>{user.name}</strong>님은 이미 로그인되어 있습니다.
        </p>
        <div className={styles.actions}>
          <Link className="button" to={user.role === 'pending' ? paths.pending : paths.office}>
            {user.role === 'pending' ? '승인 대기 안내' : '오늘 할 일 보기'}
          </Link>
          <button
            type="button"
            className="button button-secondary"
            disabled={logout.isPending}
            onClick={() => logout.mutate(undefined, { onError: (error) => toast.error(error.message) })}
          >
            로그아웃
          </button>
        </div>
      </section>
    </div>
  );
}
