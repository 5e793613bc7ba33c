/**
 * A Korean explanation of why a sender failed, for the owner who set it up in the browser: what
 * happened and what to change. The provider's own words stay in the 발송함's reason; this is the
 * sentence a studio owner can act on, so it names the setting to look at, not the protocol.
 */
import type { SenderKind } from '#shared/schemas/senders.ts';
import { OutboundRefused } from '../../../lib/outbound.ts';

/** The parts of a failed attempt the explanation reads: a thrown error, or an HTTP answer. */
export interface SendFailure {
  error?: unknown;
  status?: number;
  /** Solapi's `errorCode` in its error answer. */
  code?: string;
  /** Solapi's four-digit message status code (1030 잔액 부족 …). */
  statusCode?: string;
}

const UNREACHABLE = '사내망·내부 주소는 보낼 수 없는 주소입니다. 인터넷에서 닿는 주소를 입력해 주세요.';

/** Node's and nodemailer's error codes for a connection that never carried a message. */
function networkExplanation(code: string, what: string): string | null {
  switch (code) {
    case 'ECONNREFUSED':
      return `${what}가 연결을 거부했습니다. 주소와 포트 번호가 맞는지 확인해 주세요.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${what}의 주소를 찾을 수 없습니다. 호스트 이름에 오타가 없는지 확인해 주세요.`;
    case 'ETIMEDOUT':
    case 'ESOCKET_TIMEOUT':
    case 'TimeoutError':
    case 'AbortError':
      return `${what}가 제한 시간 안에 응답하지 않았습니다. 주소와 포트, 방화벽 설정을 확인해 주세요.`;
    case 'ECONNRESET':
      return `${what}가 연결을 중간에 끊었습니다. 잠시 뒤 다시 시도해 주세요.`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${what}에 닿을 수 없습니다. 서버의 인터넷 연결을 확인해 주세요.`;
    default:
      return null;
  }
}

function errorCode(error: unknown): string {
  if (!error || typeof error !== 'object') return '';
  const { code, name, cause, message } = error as {
    code?: unknown;
    name?: unknown;
    cause?: unknown;
    message?: unknown;
  };
  // fetch wraps the socket's error in `cause`; a timeout arrives as a named DOMException.
  if (cause && typeof cause === 'object') {
    const inner = errorCode(cause);
    if (inner) return inner;
  }
  // nodemailer reports a failed connect as ESOCKET, with the socket's own code in the message.
  const named = typeof message === 'string' ? /\b(E[A-Z_]{3,})\b/.exec(message)?.[1] : undefined;
  if (named && (code === 'ESOCKET' || code === 'ECONNECTION' || code === undefined)) return named;
  if (typeof code === 'string' && code !== '') return code;
  return typeof name === 'string' && name !== 'Error' && name !== 'TypeError' ? name : '';
}

/** nodemailer's `code`, `responseCode` and `command` (MAIL FROM, RCPT TO …). */
export function explainSmtpFailure(error: unknown): string {
  if (error instanceof OutboundRefused) return UNREACHABLE;
  const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  const code = errorCode(error);
  const network = networkExplanation(code, '메일 서버');
  if (network) return network;
  if (code === 'ETLS' || /certificate|SSL|TLS/i.test(String((error as Error)?.message ?? '')))
    return '메일 서버와 보안 연결(TLS)을 맺지 못했습니다. 포트(465는 smtps://, 587은 smtp://)와 인증서를 확인해 주세요.';
  if (code === 'EAUTH' || responseCode === 535 || responseCode === 534)
    return '메일 서버가 아이디 또는 비밀번호를 받아들이지 않았습니다. SMTP 주소의 계정과 앱 비밀번호를 확인해 주세요.';
  if (code === 'EENVELOPE' || typeof command === 'string') {
    const cmd = String(command ?? '').toUpperCase();
    if (cmd.startsWith('MAIL'))
      return '메일 서버가 보내는 주소를 거부했습니다. 보내는 주소가 이 계정에서 보낼 수 있는 주소인지 확인해 주세요.';
    if (cmd.startsWith('RCPT'))
      return '메일 서버가 받는 주소를 거부했습니다. 받는 사람의 이메일 주소가 맞는지 확인해 주세요.';
    if (cmd === 'DATA' || cmd.startsWith('DATA'))
      return '메일 서버가 메일 내용을 거부했습니다. 스팸 차단이나 용량 제한이 없는지 메일 서비스에서 확인해 주세요.';
  }
  if (code === 'EMESSAGE')
    return '메일 서버가 메일 내용을 거부했습니다. 스팸 차단이나 용량 제한이 없는지 메일 서비스에서 확인해 주세요.';
  if (typeof responseCode === 'number') {
    if (responseCode === 421 || responseCode === 450 || responseCode === 451 || responseCode === 452)
      return '메일 서버가 지금은 받을 수 없다고 답했습니다. 잠시 뒤 자동으로 다시 보냅니다.';
    if (responseCode === 530)
      return '메일 서버가 로그인을 요구합니다. SMTP 주소에 계정과 비밀번호를 넣어 주세요.';
    if (responseCode === 550 || responseCode === 553)
      return '메일 서버가 받는 주소를 거부했습니다. 받는 사람의 이메일 주소가 맞는지 확인해 주세요.';
    if (responseCode === 554)
      return '메일 서버가 이 메일의 발송을 거부했습니다. 보내는 주소와 메일 서비스의 발송 제한을 확인해 주세요.';
  }
  return '메일을 보내지 못했습니다. SMTP 주소와 보내는 주소를 확인해 주세요.';
}

/**
 * Solapi answers an error with an HTTP status and `{errorCode, errorMessage}`; a message it
 * took but could not pass on carries a four-digit `statusCode`. The names are Solapi's
 * published ones: its API-key authentication answers 403 with InvalidAPIKey,
 * SignatureDoesNotMatch, RequestTimeTooSkewed (±15 minutes) or DuplicatedSignature, and its
 * message status codes say 1030/2230 잔액 부족, 1062/2062 발신번호 미등록, 1041/3101 a
 * 카카오 channel that is not valid, 1042/1043/3103/3105 a template that does not match. The
 * causes an owner can fix are named; everything else falls back to what the status says.
 */
const SOLAPI_CODES: Record<string, string> = {
  invalidapikey: 'Solapi가 API 키를 받아들이지 않았습니다. 콘솔에서 발급한 API 키를 다시 확인해 주세요.',
  signaturedoesnotmatch:
    'Solapi가 서명을 받아들이지 않았습니다. API 시크릿이 API 키와 짝이 맞는지 확인해 주세요.',
  requesttimetooskewed: 'Solapi가 요청 시각이 맞지 않는다고 답했습니다. 서버의 시계를 확인해 주세요.',
  duplicatedsignature: 'Solapi가 같은 요청이 두 번 왔다고 답했습니다. 잠시 뒤 다시 시도해 주세요.',
};

const BALANCE = 'Solapi 잔액이 부족합니다. Solapi 콘솔에서 충전해 주세요.';
const SENDER_NUMBER =
  '발신번호가 Solapi에 등록되지 않았거나 승인 전입니다. Solapi 콘솔의 발신번호 관리를 확인해 주세요.';
const TEMPLATE =
  '알림톡 템플릿이 승인되지 않았거나 내용이 맞지 않습니다. 템플릿 ID와 승인 상태를 확인해 주세요.';
const CHANNEL = '카카오 채널(pfId)을 찾을 수 없습니다. Solapi에 연동한 카카오 채널 ID를 확인해 주세요.';

const SOLAPI_STATUS_CODES: Record<string, string> = {
  '1020': 'Solapi가 계정을 확인하지 못했습니다. API 키와 시크릿을 다시 확인해 주세요.',
  '1030': BALANCE,
  '2230': BALANCE,
  '1062': SENDER_NUMBER,
  '2062': SENDER_NUMBER,
  '3013': '발신번호 형식이 맞지 않습니다. Solapi에 등록한 발신번호를 그대로 입력해 주세요.',
  '1041': CHANNEL,
  '3101': CHANNEL,
  '1042': TEMPLATE,
  '1043': TEMPLATE,
  '3103': TEMPLATE,
  '3105': TEMPLATE,
  '2063': 'Solapi 계정이 차단되었습니다. Solapi 고객센터에 문의해 주세요.',
  '1060': '받는 번호가 수신을 차단했습니다. 다른 번호로 시험해 주세요.',
  '2060': '받는 번호가 수신을 차단했습니다. 다른 번호로 시험해 주세요.',
  '1061': '받는 번호가 080 수신거부를 했습니다. 다른 번호로 시험해 주세요.',
  '2061': '받는 번호가 080 수신거부를 했습니다. 다른 번호로 시험해 주세요.',
  '3010': '받는 번호의 형식이 맞지 않습니다. 010-1234-5678처럼 입력해 주세요.',
  '3108': '알림톡은 오전 8시부터 오후 8시까지만 보낼 수 있습니다. 그 시간에 다시 시도해 주세요.',
};

export function explainSolapiFailure(failure: SendFailure): string {
  if (failure.error !== undefined) {
    if (failure.error instanceof OutboundRefused) return UNREACHABLE;
    return (
      networkExplanation(errorCode(failure.error), 'Solapi 서버') ??
      'Solapi 서버에 연결하지 못했습니다. 서버의 인터넷 연결을 확인해 주세요.'
    );
  }
  const code = (failure.code ?? '').toLowerCase();
  const known = SOLAPI_CODES[code] ?? SOLAPI_STATUS_CODES[failure.statusCode ?? ''];
  if (known) return known;
  // Codes Solapi's message API names in words (NotEnoughBalance, InvalidSenderNumber …).
  if (code.includes('balance') || code.includes('point')) return BALANCE;
  if (code.includes('sender') || code.includes('from')) return SENDER_NUMBER;
  if (code.includes('template')) return TEMPLATE;
  if (code.includes('pfid') || code.includes('plusfriend') || code.includes('channel')) return CHANNEL;
  const status = failure.status ?? 0;
  if (status === 401 || status === 403)
    return 'Solapi가 API 키 또는 시크릿을 받아들이지 않았습니다. 두 값과 계정의 허용 IP 설정을 확인해 주세요.';
  if (status === 402) return BALANCE;
  if (status === 404) return 'Solapi 주소가 맞지 않습니다. SOLAPI_BASE_URL을 확인해 주세요.';
  if (status === 429) return 'Solapi에 짧은 시간에 너무 많이 보냈습니다. 잠시 뒤 자동으로 다시 보냅니다.';
  if (status >= 500) return 'Solapi 서버에 문제가 있습니다. 잠시 뒤 자동으로 다시 보냅니다.';
  if (status >= 400)
    return 'Solapi가 요청을 거부했습니다. 발신번호와 받는 번호, 템플릿 설정을 확인해 주세요.';
  return 'Solapi가 알 수 없는 답을 보냈습니다. 잠시 뒤 다시 시도해 주세요.';
}

/** The studio's own receiver: an address, a status, or no answer in time. */
export function explainWebhookFailure(failure: SendFailure): string {
  if (failure.error !== undefined) {
    if (failure.error instanceof OutboundRefused) return UNREACHABLE;
    if (errorCode(failure.error) === 'ERR_INVALID_URL')
      return '웹훅 주소가 올바르지 않습니다. https://로 시작하는 주소를 입력해 주세요.';
    return (
      networkExplanation(errorCode(failure.error), '웹훅 서버') ??
      '웹훅 서버에 연결하지 못했습니다. 주소를 확인해 주세요.'
    );
  }
  const status = failure.status ?? 0;
  if (status === 401 || status === 403)
    return '웹훅 서버가 서명을 받아들이지 않았습니다. 양쪽의 웹훅 비밀 값이 같은지 확인해 주세요.';
  if (status === 404) return '웹훅 서버에 그 주소가 없습니다. 주소의 경로를 확인해 주세요.';
  if (status >= 300 && status < 400)
    return '웹훅 서버가 다른 주소로 넘기라고 답했습니다. 넘겨받는 최종 주소를 직접 입력해 주세요.';
  if (status === 429) return '웹훅 서버가 요청이 너무 많다고 답했습니다. 잠시 뒤 자동으로 다시 보냅니다.';
  if (status >= 500) return `웹훅 서버가 오류(${status})로 답했습니다. 잠시 뒤 자동으로 다시 보냅니다.`;
  if (status >= 400) return `웹훅 서버가 요청을 거부했습니다(${status}). 받는 쪽의 설정을 확인해 주세요.`;
  return '웹훅 서버가 알 수 없는 답을 보냈습니다. 잠시 뒤 다시 시도해 주세요.';
}

/** The explanation for the kind of sender that failed. */
export function explainFailure(kind: SenderKind, failure: SendFailure): string {
  if (kind === 'smtp') return explainSmtpFailure(failure.error);
  if (kind === 'solapi') return explainSolapiFailure(failure);
  return explainWebhookFailure(failure);
}
