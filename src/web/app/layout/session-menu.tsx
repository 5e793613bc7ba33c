/**
 * The right-hand part of the top menu, following the session (spec §2): visitors get 로그인 and
 * 회원가입 (out of the top bar at 768px and less, as the spec says, but always in the folded
 * menu); signed-in staff get a greeting by name that leads to 내 계정, and 로그아웃 (their
 * management pages are staff-menu.tsx's groups).
 * A pending account gets only the greeting and 로그아웃.
 */
import { NavLink } from 'react-router';
import { useToast } from '../../components/ui/toast.tsx';
import { paths } from '../../config/paths.ts';
import { useLogout } from '../../features/auth/api/login.ts';
import { isStaff, useSession } from '../../lib/session.ts';
import styles from './session-menu.module.css';

export function SessionMenu({ onNavigate, compact = false }: { onNavigate?: () => void; compact?: boolean }) {
  const { data: user } = useSession();
  const logout = useLogout();
  const toast = useToast();

  if (!user) {
    return (
      <ul className="session-menu">
        <li>
          <NavLink to={paths.login} onClick={onNavigate}>
            로그인
          </NavLink>
        </li>
        <li className={compact ? undefined : 'hide-at-tablet'}>
          <NavLink to={paths.join} onClick={onNavigate}>
            회원가입
          </NavLink>
        </li>
      </ul>
    );
  }

  const onLogout = () => logout.mutate(undefined, { onError: (error) => toast.error(error.message) });

  return (
    <ul className={`session-menu ${compact ? styles.compact : ''}`}>
      <li className={styles.greeting}>
        {isStaff(user) ? (
          <NavLink to={paths.account} onClick={onNavigate} className={styles.account}>
            <strong>{user.name}</strong>님 <span className={styles.accountHint}>내 계정</span>
          </NavLink>
        ) : (
          <span>
            <strong>{user.name}</strong>님
          </span>
        )}
        {user.role === 'pending' ? <span className={styles.badge}>승인 대기</span> : null}
      </li>
      <li>
        <button type="button" className={styles.logout} onClick={onLogout} disabled={logout.isPending}>
          로그아웃
        </button>
      </li>
    </ul>
  );
}
