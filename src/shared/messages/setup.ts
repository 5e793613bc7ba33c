/** 처음 설정 (/setup) and 시작하기 (docs/decisions/072-first-run-setup.md). */
export const setupMessages = {
  'setup.code_required': '설정 코드를 입력해 주세요.',
  'setup.wrong_code':
    '설정 코드가 맞지 않습니다. 서버를 시작할 때 로그에 나온 코드(예: 7K3M-QX9P-2D4T-HW8C)를 확인해 주세요.',
  'setup.too_many_tries': '설정 코드를 너무 여러 번 틀렸습니다. 15분 뒤에 다시 시도해 주세요.',
  'setup.done': '학원 설정이 이미 끝났습니다. 원장 계정으로 로그인해 주세요.',
  'setup.incomplete': '원장 계정과 학원 정보를 모두 입력해 주세요.',
} as const;

export const setupNotices = {
  done: '학원 설정을 마쳤습니다. 원장 계정으로 로그인되었습니다.',
} as const;
