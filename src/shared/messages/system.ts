/** 사이트 관리 → 시스템: the update from the browser (docs/decisions/081). */
export const systemMessages = {
  'system.no_agent':
    '업데이트 도우미(update agent)가 설정되어 있지 않습니다. 아래 안내대로 서버에서 직접 업데이트해 주세요.',
  'system.no_update': '지금 설치할 새 버전이 없습니다. 최신 버전을 쓰고 있습니다.',
  'system.update_running': '이미 업데이트가 진행 중입니다. 끝날 때까지 기다려 주세요.',
  'system.agent_unreachable':
    '업데이트 도우미에 연결하지 못했습니다. 서버에서 updater 컨테이너가 실행 중인지 확인해 주세요.',
  'system.agent_refused':
    '업데이트 도우미가 요청을 거절했습니다. .env의 UPDATE_AGENT_TOKEN이 앱과 도우미에 같은지 확인해 주세요.',
  'system.backup_failed':
    '업데이트 전 백업을 만들지 못해 업데이트를 시작하지 않았습니다. 백업 화면을 확인해 주세요.',
} as const;
