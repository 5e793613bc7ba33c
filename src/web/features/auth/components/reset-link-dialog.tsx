/**
 * The link the owner just made for a teacher, to hand over: the link itself with 복사, and a
 * ready message for KakaoTalk or a text message, with the link's end in Korean time. The link
 * is shown only here, once: closing the dialog forgets it (a new one can be made any time).
 */
import { useId, useRef, useState } from 'react';
import type { Account, ResetLink } from '#shared/schemas/auth.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { copyText } from '../../../lib/copy-text.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import styles from './reset-link-dialog.module.css';

interface ResetLinkDialogProps {
  account: Account;
  link: ResetLink;
  onClose(): void;
}

export function ResetLinkDialog({ account, link, onClose }: ResetLinkDialogProps) {
  const id = useId();
  const copyRef = useRef<HTMLButtonElement>(null);
  const { studio } = useSite();
  const [copied, setCopied] = useState<string | null>(null);
  const until = formatSeoulDateTime(link.expiresAt);
  const message = [
    `[${studio.name}] ${account.name} 님, 비밀번호 재설정 링크입니다.`,
    `아래 링크를 열어 새 비밀번호를 정해 주세요. ${until}까지 한 번만 쓸 수 있습니다.`,
    link.url,
    `아이디: ${account.id}`,
  ].join('\n');

  const copy = async (text: string, what: string, field: string) =>
    setCopied(
      (await copyText(text, field))
        ? `${what}를 복사했습니다. 카카오톡이나 문자에 붙여 넣으세요.`
        : '자동으로 복사하지 못했습니다. 선택된 글을 길게 누르거나 Ctrl+C로 복사하세요.',
    );

  return (
    // The focus starts on 복사 rather than the first field, which would select the link and, on a
    // phone, pop the keyboard's menu up.
    <Dialog
      title="비밀번호 재설정 링크"
      onClose={onClose}
      describedBy={`${id}-lead`}
      initialFocus={copyRef}
      width={480}
      className={styles.dialog}
    >
      <p id={`${id}-lead`} className={styles.lead}>
        {account.name}({account.id}) 님에게 전해 주세요. <strong>{until}</strong>까지 한 번만 쓸 수 있고, 전에
        만든 링크는 이제 쓸 수 없습니다.
      </p>
      <div className="field">
        <label htmlFor={`${id}-url`}>링크</label>
        <div className={styles.row}>
          <input id={`${id}-url`} value={link.url} readOnly onFocus={(event) => event.target.select()} />
          <button
            ref={copyRef}
            type="button"
            className="button"
            onClick={() => void copy(link.url, '링크', `${id}-url`)}
          >
            복사
          </button>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>카카오톡에 붙여 넣을 안내 문자</label>
        <textarea
          id={`${id}-message`}
          value={message}
          readOnly
          rows={6}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void copy(message, '안내 문자', `${id}-message`)}
        >
          안내 문자 복사
        </button>
      </div>
      <p className={styles.status} role="status">
        {copied}
      </p>
      <DialogActions align="end">
        <button type="button" className="button button-secondary" onClick={onClose}>
          닫기
        </button>
      </DialogActions>
    </Dialog>
  );
}
