/**
 * What the 알림 발송 page asks for each kind of sender: its fields, the values a saved or
 * environment setting fills them with (never a secret: the server has none to give), the body
 * the API takes, and which field each of the server's refusals belongs to.
 */
import { MESSAGE_EVENTS, type MessageEvent, messageEvents } from '#shared/message-events.ts';
import type { SenderKind, SenderState } from '#shared/schemas/senders.ts';
import type { SenderBody } from '../api/senders-api.ts';

export interface SenderField {
  name: string;
  label: string;
  hint?: string;
  /** A secret: typed, sent once, never shown again; left empty, the stored one is kept. */
  secret?: boolean;
  inputMode?: 'url' | 'tel' | 'email' | 'text';
  placeholder?: string;
  required?: boolean;
}

interface SenderForm {
  title: string;
  /** What it sends, in one line. */
  description: string;
  fields: SenderField[];
  /** The test's recipient: an e-mail (required), or a phone (the owner's own when empty). */
  testTo: { label: string; hint: string; inputMode: 'email' | 'tel'; required: boolean };
  /** The server's error codes, each to the field it is about; others are the form's. */
  errorFields: Record<string, string>;
}

export type Values = Record<string, string>;

/** The 알림톡 template of an event is the field `template:<event>`. */
export const templateField = (event: MessageEvent) => `template:${event}`;

export const senderForms: Record<SenderKind, SenderForm> = {
  smtp: {
    title: '이메일 (SMTP)',
    description: '연락처에 이메일이 있는 가족에게 메일 서버로 알림을 보냅니다.',
    fields: [
      {
        name: 'url',
        label: 'SMTP 주소',
        hint: '비밀번호를 뺀 주소. 예: smtps://아이디@smtp.gmail.com:465, smtps://아이디@smtp.naver.com:465',
        inputMode: 'url',
        placeholder: 'smtps://studio@smtp.gmail.com:465',
        required: true,
      },
      {
        name: 'password',
        label: '비밀번호 (앱 비밀번호)',
        hint: '메일 서비스에서 만든 앱 비밀번호. 저장한 뒤에는 다시 보여 드리지 않습니다.',
        secret: true,
      },
      {
        name: 'from',
        label: '보내는 주소',
        hint: '받는 사람에게 보이는 보낸 사람. 예: "소리음악학원" <hello@studio.example>',
        inputMode: 'email',
        required: true,
      },
    ],
    testTo: {
      label: '테스트 메일을 받을 이메일',
      hint: '원장님이 바로 확인할 수 있는 주소를 입력해 주세요.',
      inputMode: 'email',
      required: true,
    },
    errorFields: {
      'senders.smtp_url_invalid': 'url',
      'senders.address_refused': 'url',
      'senders.secret_required': 'password',
      'senders.from_invalid': 'from',
    },
  },
  solapi: {
    title: '문자·알림톡 (Solapi)',
    description:
      '휴대폰 번호가 있는 가족에게 알림톡으로 보내고, 승인된 템플릿이 없는 알림은 문자(SMS/LMS)로 보냅니다. 가족 로그인 인증번호도 이것으로 갑니다.',
    fields: [
      {
        name: 'apiKey',
        label: 'API 키',
        hint: 'Solapi 콘솔 → API Key 관리에서 복사해 주세요.',
        required: true,
      },
      { name: 'apiSecret', label: 'API 시크릿', secret: true },
      {
        name: 'sender',
        label: '발신번호',
        hint: 'Solapi에 등록하고 승인받은 번호. 예: 02-123-4567',
        inputMode: 'tel',
        required: true,
      },
      {
        name: 'pfId',
        label: '카카오 채널 ID (pfId)',
        hint: '알림톡을 보낼 때만 필요합니다. 비워 두면 모두 문자로 보냅니다.',
      },
    ],
    testTo: {
      label: '테스트 문자를 받을 휴대폰 번호',
      hint: '비워 두면 원장님 계정의 휴대폰 번호로 보냅니다. 테스트는 문자로 가며 요금이 듭니다.',
      inputMode: 'tel',
      required: false,
    },
    errorFields: {
      'senders.solapi_key_invalid': 'apiKey',
      'senders.solapi_secret_invalid': 'apiSecret',
      'senders.secret_required': 'apiSecret',
      'senders.solapi_sender_invalid': 'sender',
      'senders.solapi_pfid_invalid': 'pfId',
      'senders.solapi_templates_invalid': 'templates',
    },
  },
  webhook: {
    title: '웹훅',
    description:
      '학원이 쓰는 다른 시스템(예: 자체 문자 서버)으로 알림마다 서명된 JSON을 보냅니다. 문자·알림톡과 이메일이 받지 않는 알림이 이리로 갑니다.',
    fields: [
      {
        name: 'url',
        label: '웹훅 주소',
        hint: '알림을 받을 주소. 예: https://hooks.studio.example/messages',
        inputMode: 'url',
        placeholder: 'https://',
        required: true,
      },
      {
        name: 'secret',
        label: '서명용 비밀 값',
        hint: '16자 이상. 받는 쪽이 X-Signature 서명을 확인할 때 씁니다.',
        secret: true,
      },
    ],
    testTo: {
      label: '테스트로 보낼 휴대폰 번호',
      hint: '비워 두면 원장님 계정의 휴대폰 번호를 담아 보냅니다.',
      inputMode: 'tel',
      required: false,
    },
    errorFields: {
      'senders.webhook_url_invalid': 'url',
      'senders.address_refused': 'url',
      'senders.webhook_secret_invalid': 'secret',
      'senders.secret_required': 'secret',
    },
  },
};

/** `payment-received=KA01TP…,lesson-reminder=…` as the server shows templates, per event. */
function templatesOf(text: string | undefined): Values {
  const values: Values = {};
  for (const pair of (text ?? '').split(',')) {
    const [event, id] = pair.split('=');
    if (event && id && (MESSAGE_EVENTS as readonly string[]).includes(event))
      values[templateField(event as MessageEvent)] = id;
  }
  return values;
}

/** The form's values from what is in force: the environment's when it wins, else the saved ones. */
export function initialValues(state: SenderState): Values {
  const shown = (state.source === 'env' ? state.env : state.stored?.values) ?? {};
  const values: Values = {};
  for (const field of senderForms[state.kind].fields)
    values[field.name] = field.secret ? '' : (shown[field.name] ?? '');
  if (state.kind === 'solapi') Object.assign(values, templatesOf(shown.templates));
  return values;
}

/**
 * The SMTP address with the password typed beside it; without one, the address as typed (the
 * server keeps the stored password for the same account and server). An address that does not
 * parse goes as typed, for the server to refuse in Korean.
 */
export function smtpUrl(url: string, password: string): string {
  if (password === '') return url;
  try {
    const parsed = new URL(url);
    parsed.password = encodeURIComponent(password);
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return url;
  }
}

export function senderBody(kind: SenderKind, values: Values): SenderBody {
  const text = (name: string) => (values[name] ?? '').trim();
  if (kind === 'smtp')
    return { kind, body: { url: smtpUrl(text('url'), values.password ?? ''), from: text('from') } };
  if (kind === 'webhook') return { kind, body: { url: text('url'), secret: values.secret ?? '' } };
  const templates: Partial<Record<MessageEvent, string>> = {};
  for (const event of MESSAGE_EVENTS) {
    const id = text(templateField(event));
    if (id) templates[event] = id;
  }
  return {
    kind,
    body: {
      apiKey: text('apiKey'),
      apiSecret: values.apiSecret ?? '',
      sender: text('sender'),
      pfId: text('pfId'),
      templates,
    },
  };
}

/** The events an 알림톡 template can be given for, with the names the 발송함 uses. */
export const templateEvents = MESSAGE_EVENTS.map((event) => ({ event, label: messageEvents[event].label }));
