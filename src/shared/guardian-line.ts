/**
 * A guardian as a spreadsheet writes one — "배미경(어머니) 010-6666-0002", "어머니 배미경
 * 01066660002", "김철수 아버지 010-1234-5678 / 배미경 엄마 010-…" — read as contacts of the
 * student: a name, who they are, a mobile number. A line that cannot be read whole (no mobile
 * number in one of its parts, a name too long, more than three people) is null, and is kept as
 * written in the student's memo instead: nothing is guessed half.
 */
import { normalizePhone } from './schemas/auth.ts';
import { CONTACT_NAME_MAX, CONTACTS_MAX, type ContactRelation } from './schemas/contacts.ts';

export interface GuardianContact {
  name: string;
  relation: ContactRelation;
  phone: string;
}

const PHONE = /(?:\+82[\s-]?|0)1[016789][\s.-]?\d{3,4}[\s.-]?\d{4}/u;

/** Words that say who a person is; 모 and 부 only inside brackets, where they cannot be a name. */
const RELATIONS: [RegExp, ContactRelation][] = [
  [/^(어머니|어머님|엄마|모친)$/u, '어머니'],
  [/^(아버지|아버님|아빠|부친)$/u, '아버지'],
  [/^본인$/u, '본인'],
  [/^(보호자|학부모|할머니|할아버지|이모|고모|삼촌|외삼촌|형|오빠|누나|언니|기타)$/u, '기타'],
];
const BRACKETED_SHORT: Record<string, ContactRelation> = { 모: '어머니', 부: '아버지' };

function relationOf(word: string, bracketed: boolean): ContactRelation | null {
  if (bracketed && BRACKETED_SHORT[word]) return BRACKETED_SHORT[word];
  for (const [pattern, relation] of RELATIONS) if (pattern.test(word)) return relation;
  return null;
}

function readOne(part: string): GuardianContact | null {
  const found = PHONE.exec(part);
  const phone = found ? normalizePhone(found[0]) : null;
  if (!found || !phone) return null;
  const rest = part.slice(0, found.index) + part.slice(found.index + found[0].length);
  let relation: ContactRelation | null = null;
  let relationWord = '';
  const names: string[] = [];
  // Words, with a bracketed word marked: "배미경(어머니)" → 배미경, (어머니).
  for (const token of rest.matchAll(/\(([^()]*)\)|([^\s():,]+)/gu)) {
    const bracketed = token[1] !== undefined;
    const word = (token[1] ?? token[2] ?? '').trim();
    if (word === '' || /^[-–·:]+$/u.test(word)) continue;
    const said: ContactRelation | null = relation === null ? relationOf(word, bracketed) : null;
    if (said) {
      relation = said;
      relationWord = word;
    } else names.push(word);
  }
  const name = names.join(' ') || relationWord || '보호자';
  if (name.length > CONTACT_NAME_MAX) return null;
  return { name, relation: relation ?? '기타', phone };
}

/** The contacts a guardian cell names, or null when it cannot be read whole (empty: none). */
export function readGuardians(text: string): GuardianContact[] | null {
  const parts = text
    .split(/[/;,\n]/u)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return [];
  if (parts.length > CONTACTS_MAX) return null;
  const contacts: GuardianContact[] = [];
  for (const part of parts) {
    const contact = readOne(part);
    if (!contact) return null;
    // The same number twice is one person.
    if (!contacts.some((known) => known.phone === contact.phone)) contacts.push(contact);
  }
  return contacts;
}

/** How a contact is named on a page: "배미경 (어머니)", or just "어머니" when no name was written. */
export function contactLabel(contact: Pick<GuardianContact, 'name' | 'relation'>): string {
  return contact.name === contact.relation ? contact.name : `${contact.name} (${contact.relation})`;
}
