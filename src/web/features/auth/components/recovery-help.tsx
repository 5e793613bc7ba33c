/**
 * How to get back in without the password (docs/decisions/034): a teacher asks the owner for a
 * reset link; the owner runs one command on the server. Said on /login and where a link fails.
 */
import styles from './recovery-help.module.css';

export function RecoveryHelp() {
  return (
    <ul className={styles.list}>
      <li>
        <strong>선생님</strong> 원장님께 비밀번호 재설정 링크를 요청하세요. 원장님이 계정 관리에서 링크를
        만들어 보내 드립니다.
      </li>
      <li>
        <strong>원장님</strong> 사이트가 설치된 서버에서 <code>npm run reset-owner</code> 명령을 실행하면
        재설정 링크가 나옵니다.
      </li>
    </ul>
  );
}
