/** The right-hand part of the top menu: sign-in links for visitors. */
import { NavLink } from 'react-router';
import { paths } from '../../../app/paths.ts';

export function SessionMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="session-menu">
      <li>
        <NavLink to={paths.login} onClick={onNavigate}>
          로그인
        </NavLink>
      </li>
      <li className="hide-at-tablet">
        <NavLink to={paths.join} onClick={onNavigate}>
          회원가입
        </NavLink>
      </li>
    </ul>
  );
}
