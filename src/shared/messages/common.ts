/** Error codes and Korean texts that belong to no single feature. */
export const commonMessages = {
  invalid_input: '입력값을 확인해 주세요.',
  bad_request: '요청 형식이 올바르지 않습니다. 주소를 확인해 주세요.',
  uri_too_long: '요청 주소가 너무 깁니다.',
  headers_too_large: '요청 주소나 머리글이 너무 깁니다.',
  request_timeout: '요청이 제시간에 끝나지 않았습니다. 다시 시도해 주세요.',
  text_control: '보이지 않는 제어 문자는 입력할 수 없습니다. 내용을 다시 입력해 주세요.',
  text_direction: '글자 방향을 바꾸는 특수 문자는 입력할 수 없습니다.',
  not_found: '요청하신 내용을 찾을 수 없습니다.',
  conflict: '이미 같은 내용이 있습니다.',
  in_use: '다른 기록(예: 작성한 글)이 남아 있어 삭제할 수 없습니다. 그 기록을 먼저 정리해 주세요.',
  too_many_requests: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  payload_too_large: '보내신 내용이 너무 큽니다.',
  unsupported_media_type: 'JSON 또는 파일 업로드 형식으로만 보낼 수 있습니다.',
  cross_origin: '다른 사이트에서 보낸 요청은 받을 수 없습니다.',
  'site.address_missing':
    '사이트 주소(PUBLIC_URL)가 설정되지 않아 링크를 만들 수 없습니다. 서버 설정에 PUBLIC_URL(예: https://studio.example.com)을 넣고 서버를 다시 시작해 주세요.',
  unavailable: '서버가 잠시 응답할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  internal: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  network: '서버에 연결할 수 없습니다. 인터넷 연결을 확인해 주세요.',
  offline: '인터넷 연결이 끊겼습니다. 연결된 뒤 다시 시도해 주세요.',
} as const;
