/** The families' portal and its sign-in (docs/decisions/048). */
export const familyMessages = {
  'family.required': '가족 페이지에 다시 들어와 주세요. 선생님께 받은 링크를 열면 됩니다.',
  'family.student_not_found': '이 가족 페이지에서 볼 수 있는 학생이 아닙니다.',
  'family.session_not_found': '연결을 찾을 수 없습니다. 이미 해제되었을 수 있습니다.',
  'family.payment_not_found': '영수증을 찾을 수 없습니다.',
  'family.too_many_opens': '링크를 너무 여러 번 열었습니다. 15분 후에 다시 시도해 주세요.',
  'family.absence_no_lesson': '그날 잡힌 레슨이 없습니다. 날짜를 확인해 주세요.',
  'family.absence_past': '이미 시작했거나 지난 레슨은 결석 신청할 수 없습니다. 선생님께 직접 알려 주세요.',
  'family.absence_too_far': '결석 신청은 60일 뒤 레슨까지 할 수 있습니다.',
  'family.absence_recorded_already': '그 레슨은 이미 기록되어 있습니다. 선생님께 문의해 주세요.',
  'family.absence_not_found': '결석 신청을 찾을 수 없습니다. 이미 처리되었을 수 있습니다.',
  'family.absence_decided': '이미 처리한 결석 신청입니다.',
  'family.absence_too_old':
    '60일보다 지난 레슨이라 기록할 수 없습니다 (기록은 60일 전 레슨까지). 닫기로 정리해 주세요.',
  'family.reason_too_long': '사유는 200자까지 쓸 수 있습니다.',
  'family.phone_format': '휴대전화 번호를 010-1234-5678처럼 입력해 주세요.',
  'family.code_format': '인증번호 6자리 숫자를 입력해 주세요.',
  'family.code_invalid': '인증번호가 맞지 않거나 만료되었습니다. 다시 확인하거나 새 인증번호를 받아 주세요.',
  'family.too_many_codes': '인증번호를 너무 자주 요청했습니다. 15분 후에 다시 시도해 주세요.',
  'family.too_many_logins': '인증번호 확인을 너무 많이 했습니다. 15분 후에 다시 시도해 주세요.',
  'family.makeup_off': '이 학원은 가족이 보강을 직접 예약하지 않습니다. 선생님께 말씀해 주세요.',
  'family.makeup_no_credit': '사용할 수 있는 보강권이 없습니다. 보강권이 있어야 보강을 예약할 수 있습니다.',
  'family.makeup_slot_taken':
    '그 시간은 비어 있지 않습니다 (이미 잡힌 수업, 휴원일 또는 지난 시간). 다른 빈 시간을 골라 주세요.',
  'family.makeup_out_of_window': '보강은 오늘부터 14일 안의 빈 시간에만 예약할 수 있습니다.',
  'family.makeup_outside_hours':
    '그 시간은 학원 운영 시간이나 선생님 수업 시간이 아닙니다. 보강 예약 목록의 빈 시간 가운데에서 골라 주세요.',
  'family.notice_not_found': '알림을 찾을 수 없습니다. 이미 확인했을 수 있습니다.',
  'family.contact_not_found': '이 학생의 연락처가 아닙니다. 연락처 목록을 다시 확인해 주세요.',
} as const;

/** What the portal and the student page say after a family action. */
export const familyNotices = {
  absenceRecorded: (day: string, credit: boolean) =>
    `${day} 레슨을 사전취소로 기록했습니다. 차감하지 않았습니다.${credit ? ' 보강권 1장이 생겼습니다.' : ' 이번에는 보강권이 생기지 않았습니다 (이번 달 보강권을 이미 받았습니다).'}`,
  absenceRequested: (day: string, hours: number) =>
    `${day} 레슨 결석을 선생님께 알렸습니다. 레슨 ${hours}시간 전이 지나 선생님이 확인한 뒤 처리합니다.`,
  absenceAlready: '이 레슨의 결석은 이미 알렸습니다.',
  makeupBooked: (day: string, time: string, type: string) =>
    `${day} ${time} ${type} 보강을 예약했습니다. 보강권 1장을 사용했습니다.`,
  absenceAccepted: (name: string) => `${name}님 결석 신청을 당일취소로 기록했습니다.`,
  absenceWaived: (name: string) => `${name}님 결석 신청을 사전취소로 인정했습니다. 차감하지 않았습니다.`,
  absenceDismissed: (name: string) => `${name}님 결석 신청을 처리하지 않고 닫았습니다.`,
  sessionEnded: '가족 연결을 해제했습니다.',
  sessionsEnded: (count: number) => `가족 연결 ${count}개를 해제했습니다. 보내 둔 링크도 더 쓸 수 없습니다.`,
  signedOut: '로그아웃했습니다.',
  codeSent: '등록된 번호라면 인증번호를 문자로 보냈습니다. 10분 안에 입력해 주세요.',
  codeUnavailable: '지금은 인증번호를 보낼 수 없습니다. 학원에 가족 페이지 링크를 요청해 주세요.',
  signedIn: '가족 페이지에 로그인했습니다.',
  noticesSeen: (count: number) => `가족 알림 ${count}건을 확인했습니다.`,
} as const;

/** What the teacher is told a family did (the notice on /managemember and the message). */
export const teacherNotices = {
  makeupBooked: (day: string, time: string, type: string) => `${day} ${time} ${type} 보강을 예약했습니다.`,
  absenceRecorded: (day: string) => `${day} 레슨 결석을 알렸습니다. 사전취소로 기록했습니다.`,
  absenceRequested: (day: string) =>
    `${day} 레슨 결석을 알렸습니다. 알림 기한이 지나 선생님의 확인을 기다립니다.`,
} as const;
