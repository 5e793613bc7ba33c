/**
 * A pay link with 복사: the link can be shown only when it is made (only its hash is kept), so
 * it sits in a read-only box the person can also select by hand when the clipboard is closed
 * to the page (a plain http address, an old browser).
 */
import { useId, useState } from 'react';
import { copyText } from '../../../lib/copy-text.ts';
import styles from './copy-link.module.css';

export function CopyLink({ url, label }: { url: string; label: string }) {
  const id = useId();
  const [said, setSaid] = useState('');
  const copy = async () => {
    if (await copyText(url)) {
      setSaid('복사했습니다. 카카오톡이나 문자에 붙여 넣어 보내 주세요.');
      return;
    }
    const input = document.getElementById(id) as HTMLInputElement | null;
    input?.focus();
    input?.select();
    setSaid('자동으로 복사하지 못했습니다. 선택된 링크를 길게 누르거나 Ctrl+C로 복사해 주세요.');
  };
  return (
    <div className={styles.box}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.url}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          복사
        </button>
      </div>
      <p className={styles.said} role="status">
        {said}
      </p>
    </div>
  );
}
