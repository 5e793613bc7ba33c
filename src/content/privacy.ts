// 개인정보 처리방침 (spec: /person)의 처음 내용입니다. 처음 시작할 때 policies-defaults.ts가 이 글을
// 편집기의 HTML로 바꿔 게시하고, 그 뒤로는 원장님이 설정 화면(이용약관·개인정보 처리방침)에서 고칩니다.
// 보관 기간을 바꾸면 서버의 보관·파기 처리도 함께 맞춰야 합니다. 시행일은 설정 화면의 날짜로
// 정하며, 페이지가 마지막 항목으로 보여 줍니다.

export interface PrivacySection {
  title: string;
  /** Paragraphs first… */
  paragraphs: string[];
  /** …then a bulleted list. */
  items: string[];
}

interface PolicyStudio {
  name: string;
  email: string;
  privacyOfficer: string;
  privacyOfficerContact: string;
}

/** The sections, with the studio's name, privacy officer and e-mail as given (on first start, variables). */
export function privacySections(studio: PolicyStudio): PrivacySection[] {
  return [
    {
      title: '총칙',
      paragraphs: [
        `${studio.name}(이하 "학원")은 「개인정보 보호법」 등 관계 법령을 지키며, 수강생과 회원의 개인정보를 소중히 다루고 있습니다. 이 처리방침은 학원이 어떤 개인정보를 어떤 목적으로 수집하고, 얼마 동안 보관하며, 어떻게 파기하는지 알려 드리기 위한 것입니다.`,
      ],
      items: [],
    },
    {
      title: '1. 수집하는 개인정보 항목',
      paragraphs: [],
      items: [
        '회원 가입 시: 이름, 휴대전화 번호, 아이디, 비밀번호',
        '수강 등록 및 관리 시: 이름, 휴대전화 번호, 등록일, 수업 기록(수업 일시), 결제 기록(결제 일시, 금액, 수강 횟수)',
        '서비스 이용 과정에서 자동으로 생성되는 정보: 로그인 상태 유지를 위한 쿠키, 접속 기록',
      ],
    },
    {
      title: '2. 개인정보의 수집 및 이용 목적',
      paragraphs: [],
      items: [
        '회원 식별과 가입 의사 확인, 로그인 등 회원 관리',
        '수강 등록, 수업 일정 관리, 출결 및 보강 안내',
        '수강료 결제 확인, 영수증 발급과 환불 처리',
        '수업 및 학원 운영과 관련한 공지와 문의에 대한 답변',
      ],
    },
    {
      title: '3. 개인정보의 보유 및 이용 기간',
      paragraphs: [
        '학원은 원칙적으로 회원 탈퇴 시까지 개인정보를 보유하며, 탈퇴하시면 지체 없이 파기합니다. 다만, 다음의 정보는 아래에서 정한 기간 동안 보관합니다.',
      ],
      items: [
        // retention: test and visit-consultation data — destroyed once the test is over
        '수강 테스트 및 방문 상담 시 받은 정보: 테스트가 끝난 후 즉시 파기',
        // retention: original receipts — 5 years
        '수강료 영수증 원본: 5년',
        // retention: student ledger — 3 years
        '수강생 대장: 3년',
      ],
    },
    {
      title: '4. 개인정보의 파기 절차 및 방법',
      paragraphs: [],
      items: [
        '보유 기간이 끝나거나 처리 목적을 이룬 개인정보는 지체 없이 파기합니다.',
        '관계 법령에 따라 계속 보관해야 하는 정보는 다른 개인정보와 분리하여 보관하고, 해당 기간이 지나면 파기합니다.',
        '전자 파일 형태의 정보는 다시 복구할 수 없는 방법으로 삭제하고, 종이에 기록된 정보는 분쇄하거나 소각합니다.',
      ],
    },
    {
      title: '5. 개인정보의 제3자 제공',
      paragraphs: [
        '학원은 수집한 개인정보를 제3자에게 제공하지 않습니다. 다만, 법령에 특별한 규정이 있거나 수사기관이 법령에서 정한 절차에 따라 요청하는 경우에는 예외로 합니다.',
      ],
      items: [],
    },
    {
      title: '6. 정보주체의 권리와 행사 방법',
      paragraphs: [
        '회원은 언제든지 자신의 개인정보를 열람하거나 정정·삭제를 요구할 수 있고, 처리 정지를 요구하거나 회원 탈퇴를 통해 동의를 철회할 수 있습니다.',
        '권리 행사는 아래 개인정보 보호책임자에게 전화나 방문으로 요청하시면 되며, 학원은 지체 없이 조치하겠습니다. 법정대리인이나 위임을 받은 사람을 통해서도 요청하실 수 있습니다.',
        '만 14세 미만 아동의 개인정보는 법정대리인의 동의를 받아 처리하며, 법정대리인은 아동의 개인정보에 대해 같은 권리를 행사할 수 있습니다.',
      ],
      items: [],
    },
    {
      title: '7. 개인정보의 안전성 확보 조치',
      paragraphs: [],
      items: [
        '비밀번호는 암호화하여 저장하므로 학원도 알 수 없습니다.',
        '수강생 정보는 원장과 담당 강사만 볼 수 있도록 접근 권한을 제한하고 있습니다.',
      ],
    },
    {
      title: '8. 개인정보 보호책임자',
      paragraphs: [
        '학원은 개인정보 처리에 관한 업무를 총괄하고, 관련 문의와 불만을 처리하기 위해 아래와 같이 개인정보 보호책임자를 두고 있습니다.',
      ],
      items: [
        `성명: ${studio.privacyOfficer}`,
        `연락처: ${studio.privacyOfficerContact}`,
        ...(studio.email ? [`이메일: ${studio.email}`] : []),
      ],
    },
  ];
}
