/** 알림 발송 설정: the SMTP, Solapi and webhook senders the owner sets in the browser. */
export const sendersMessages = {
  'senders.kind_invalid': '보낼 수단은 이메일(smtp), 문자·알림톡(solapi), 웹훅(webhook) 중에서 골라 주세요.',
  'senders.smtp_url_invalid':
    'SMTP 주소를 smtp://아이디:비밀번호@메일서버:포트 (또는 smtps://…) 형식으로 입력해 주세요.',
  'senders.from_invalid':
    '보내는 주소를 hello@studio.example 또는 "학원 이름" <hello@studio.example> 형식으로 입력해 주세요.',
  'senders.solapi_key_invalid': 'Solapi API 키를 콘솔에서 복사한 그대로 입력해 주세요.',
  'senders.solapi_secret_invalid': 'Solapi API 시크릿을 콘솔에서 복사한 그대로 입력해 주세요.',
  'senders.solapi_sender_invalid': '발신번호를 숫자와 - 로 입력해 주세요. 예: 02-123-4567',
  'senders.solapi_pfid_invalid': '카카오 채널 ID(pfId)를 Solapi 콘솔에서 복사한 그대로 입력해 주세요.',
  'senders.solapi_templates_invalid': '알림톡 템플릿은 알림 종류마다 Solapi의 템플릿 ID를 입력해 주세요.',
  'senders.webhook_url_invalid': '웹훅 주소를 https://로 시작하는 전체 주소로 입력해 주세요.',
  'senders.webhook_secret_invalid': '웹훅 비밀 값은 16자 이상, 200자 이하의 영문·숫자·기호로 입력해 주세요.',
  'senders.secret_required': '처음 설정할 때는 비밀번호·시크릿을 입력해 주세요.',
  'senders.address_refused': '사내망·내부 주소로는 보낼 수 없습니다. 인터넷에서 닿는 주소를 입력해 주세요.',
  'senders.not_configured': '이 보낼 수단이 아직 설정되지 않았습니다. 먼저 설정을 저장해 주세요.',
  'senders.test_email_invalid': '테스트 메일을 받을 이메일 주소를 입력해 주세요.',
  'senders.too_many_tests':
    '테스트 발송은 보낼 수단마다 10분에 5번까지 할 수 있습니다. 잠시 뒤에 다시 해 주세요.',
  'senders.test_phone_invalid': '테스트 문자를 받을 휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.',
} as const;

export const sendersNotices = {
  saved: '저장했습니다. 다음 발송부터 이 설정으로 보냅니다.',
  savedHostUnknown:
    '저장했습니다. 다만 지금은 서버 주소를 찾을 수 없습니다. 주소에 오타가 없는지 보고 테스트 발송으로 확인해 주세요.',
  cleared: '설정을 지웠습니다.',
  testSent: '테스트 메시지를 보냈습니다. 받은 편지함이나 휴대폰을 확인해 주세요.',
  testSubject: '알림 발송 테스트',
  testText: '알림 발송 설정이 잘 되었습니다. 이 메시지는 사이트 관리 → 알림 발송의 테스트 발송입니다.',
};
