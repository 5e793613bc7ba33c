/**
 * 연락처 on the student page: up to 3 people the studio's messages go to, each with whether
 * they consented to informational messages and, apart, to advertising; add, change, delete.
 */
import { useState } from 'react';
import { contactLabel } from '#shared/guardian-line.ts';
import { CONTACTS_MAX, type Contact } from '#shared/schemas/contacts.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useAnswerToasts } from '../../../components/ui/toast.tsx';
import { useContacts, useDeleteContact } from '../api/contacts-api.ts';
import type { StudentRef } from '../api/students-api.ts';
import { ContactForm } from './contact-form.tsx';
import styles from './contacts-block.module.css';

const consentText = (label: string, consent: Contact['informational']) =>
  consent ? `${label} 동의 (${consent.date}, ${consent.method})` : `${label} 동의 안 함`;

export function ContactsBlock({ student, today }: { student: StudentRef; today: string }) {
  const contacts = useContacts(student);
  const remove = useDeleteContact(student);
  const confirm = useConfirm();
  const answerToasts = useAnswerToasts();
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const list = contacts.data ?? [];

  const onDelete = async (contact: Contact) => {
    if (!(await confirm(`연락처 ‘${contact.name}’을(를) 삭제하시겠습니까?`, { confirmLabel: '삭제' })))
      return;
    remove.mutate(contact.id, answerToasts);
  };

  return (
    <section className={styles.block} aria-labelledby="contacts-title">
      <h2 id="contacts-title">연락처</h2>
      <p className={styles.lead}>
        알림은 정보성 알림에 동의한 연락처에만 보냅니다. {CONTACTS_MAX}명까지 등록할 수 있습니다.
      </p>
      {contacts.isError ? <p role="alert">{contacts.error.message}</p> : null}
      <ul className={styles.list}>
        {list.map((contact) => (
          <li key={contact.id} className={styles.item}>
            {editing !== 'new' && editing?.id === contact.id ? (
              <ContactForm
                student={student}
                contact={contact}
                today={today}
                onDone={() => setEditing(null)}
              />
            ) : (
              <>
                <p className={styles.name}>
                  <strong>{contactLabel(contact)}</strong> · {contact.phone}
                  {contact.email ? ` · ${contact.email}` : ''}
                </p>
                <p className={styles.consents}>
                  {consentText('정보성', contact.informational)} ·{' '}
                  {consentText('광고성', contact.advertising)}
                </p>
                <div className={styles.row}>
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => setEditing(contact)}
                    aria-label={`${contact.name} 연락처 수정`}
                  >
                    수정
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => void onDelete(contact)}
                    aria-label={`${contact.name} 연락처 삭제`}
                  >
                    삭제
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <ContactForm student={student} contact={null} today={today} onDone={() => setEditing(null)} />
      ) : list.length < CONTACTS_MAX && contacts.isSuccess ? (
        <button type="button" className="button" onClick={() => setEditing('new')}>
          연락처 추가
        </button>
      ) : null}
    </section>
  );
}
