/**
 * 가족 연결 on the student page: 가족 링크 보내기 makes a single-use sign-in link and shows it
 * with 복사 and a ready KakaoTalk text, and with a contact chosen also puts it in the outbox; the phones signed in with one are listed, each with
 * 연결 해제 (or all at once, which also ends the links not opened yet). A late 결석 신청 is
 * answered at the top of the page (student-absence-requests.tsx), not down here.
 */
import { useId, useState } from 'react';
import { contactLabel } from '#shared/guardian-line.ts';
import type { FamilyLink } from '#shared/schemas/family.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useAnswerToasts, useToast } from '../../../components/ui/toast.tsx';
import { copyText } from '../../../lib/copy-text.ts';
import {
  type StudentRef,
  useEndFamilySession,
  useFamilyConnections,
  useMakeFamilyLink,
  useStudentContacts,
} from '../api/staff-family-api.ts';
import styles from './family-block.module.css';

function CopyField({ label, value, rows }: { label: string; value: string; rows: number }) {
  const id = useId();
  const toast = useToast();
  const copy = async () => {
    if (await copyText(value)) toast.success(`${label}을(를) 복사했습니다.`);
    else toast.error('복사하지 못했습니다. 칸을 길게 눌러 복사하세요.');
  };
  return (
    <div className={styles.copy}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.copyRow}>
        <textarea
          id={id}
          readOnly
          value={value}
          rows={rows}
          className="input"
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          복사
        </button>
      </div>
    </div>
  );
}

export function FamilyBlock({ student }: { student: StudentRef }) {
  const connections = useFamilyConnections(student);
  const makeLink = useMakeFamilyLink(student);
  const contacts = useStudentContacts(student);
  const [contactId, setContactId] = useState<number | null>(null);
  const contactSelect = useId();
  const endSession = useEndFamilySession(student);
  const toast = useToast();
  const answerToasts = useAnswerToasts();
  const confirm = useConfirm();
  const [link, setLink] = useState<FamilyLink | null>(null);

  const make = () =>
    makeLink.mutate(contactId, {
      onSuccess: (made) => {
        setLink(made);
        if (made.queued)
          toast.success('링크를 만들어 발송함에 넣었습니다. 보낼 수단이 없으면 아래 글을 복사해 보내세요.');
      },
      onError: (error) => toast.error(error.message),
    });
  const end = async (id: number | 'all') => {
    const question =
      id === 'all'
        ? '이 학생의 가족 연결을 모두 해제할까요? 보내 두고 아직 열지 않은 링크도 쓸 수 없게 됩니다.'
        : '이 기기의 가족 연결을 해제할까요?';
    if (!(await confirm(question, { confirmLabel: '연결 해제' }))) return;
    endSession.mutate(id, answerToasts);
  };
  const data = connections.data;
  return (
    <section className={styles.block} aria-labelledby="family-title">
      <h2 id="family-title">가족 연결</h2>
      <p className={styles.lead}>
        가족 링크를 받은 보호자는 비밀번호 없이 남은 레슨, 일정, 영수증을 보고 결석을 알릴 수 있습니다.
      </p>
      {contacts.data && contacts.data.length > 0 ? (
        <div className={styles.copy}>
          <label htmlFor={contactSelect}>보낼 연락처</label>
          <select
            id={contactSelect}
            className="input"
            value={contactId ?? ''}
            onChange={(event) => setContactId(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">보내지 않고 복사만</option>
            {contacts.data.map((contact) => (
              <option key={contact.id} value={contact.id}>
                {contactLabel(contact)} {contact.phone}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="button" onClick={make} disabled={makeLink.isPending}>
          가족 링크 보내기
        </button>
      </div>
      {link ? (
        <div className={styles.link}>
          <CopyField label="가족 링크" value={link.url} rows={2} />
          <CopyField label="카카오톡 안내 글" value={link.kakaoText} rows={6} />
          <p className={styles.note}>
            {formatSeoulDateTime(link.expiresAt)}까지, 처음 여는 한 번만 쓸 수 있습니다.
          </p>
        </div>
      ) : null}
      {data ? (
        <div className={styles.sessions}>
          <h3>연결된 기기 {data.sessions.length}대</h3>
          {data.openLinks > 0 ? <p className={styles.note}>아직 열지 않은 링크 {data.openLinks}개</p> : null}
          {data.sessions.length > 0 ? (
            <ul>
              {data.sessions.map((session) => (
                <li key={session.id}>
                  <span>
                    {formatSeoulDateTime(session.createdAt)} 연결 · 최근{' '}
                    {formatSeoulDateTime(session.lastSeenAt)}
                  </span>
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => void end(session.id)}
                  >
                    연결 해제
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {data.sessions.length > 0 || data.openLinks > 0 ? (
            <button type="button" className="button button-danger" onClick={() => void end('all')}>
              모두 연결 해제
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
