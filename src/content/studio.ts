// 원장님이 실제 정보로 바꾸세요.
// 아래의 학원 이름, 주소, 좌표, 전화번호, 사업자등록번호, 대표자 이름은 모두 예시용 가상 정보입니다.
// 실제 정보로 바꾸면 머리글, 바닥글, 오시는 길, 약관과 개인정보 처리방침에 한꺼번에 반영됩니다.
// 좌표(coordinates)는 지도 서비스에서 주소를 검색해 나온 위도·경도를 넣어 주세요.

export const studio = {
  name: '온음 색소폰 & 보컬 아카데미',
  shortName: '온음 아카데미',
  address: '서울특별시 마포구 선율로 27, 온음빌딩',
  floor: '3층',
  station: '합정역 7번 출구에서 도보 3분',
  parking: '건물 내 주차 공간이 좁아 인근 공영주차장 이용을 권해 드립니다.',
  // spec §9: open around the clock, but not for exclusive use
  hours: '연습실은 예약한 시간에 이용하실 수 있습니다. (단독 사용은 불가합니다)',
  coordinates: { lat: 37.5497, lng: 126.9138 },
  phone: '02-123-4567',
  // 카카오톡 채널 주소(예: https://pf.kakao.com/_abcd). 비워 두면 상담 문의에 카카오톡이 나오지 않습니다.
  kakaoChannelUrl: '' as string,
  businessNumber: '000-00-00000',
  owner: '윤서진',
} as const;
