/** The studio's own content, edited by the owner (DESIGN §4 "Studio content"). */
export const siteMessages = {
  'site.invalid': '학원 정보 형식이 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 저장해 주세요.',
  'site.unknown_field': '학원 정보에 없는 항목이 들어 있습니다. 페이지를 새로 고친 뒤 다시 저장해 주세요.',
  'site.nothing_to_publish': '게시할 항목이 없습니다. 바꾼 내용을 함께 보내 주세요.',
  'site.version_required': '버전 정보가 없습니다. 페이지를 새로 고친 뒤 다시 저장해 주세요.',
  'site.version_conflict':
    '다른 곳에서 먼저 사이트 내용이 바뀌었습니다. 최신 내용을 다시 불러온 뒤 고쳐서 저장해 주세요.',
  'site.restore_invalid': '되돌릴 버전 번호가 올바르지 않습니다.',
  'site.version_not_found': '되돌릴 버전을 찾을 수 없습니다. 변경 기록을 새로 불러와 주세요.',
  'site.name_required': '학원 이름을 입력해 주세요.',
  'site.name_too_long': '학원 이름은 60자까지 입력할 수 있습니다.',
  'site.short_name_required': '짧은 이름(머리글에 보이는 이름)을 입력해 주세요.',
  'site.short_name_too_long': '짧은 이름은 30자까지 입력할 수 있습니다.',
  'site.address_required': '주소를 입력해 주세요.',
  'site.address_too_long': '주소는 200자까지 입력할 수 있습니다.',
  'site.floor_too_long': '층·호수는 30자까지 입력할 수 있습니다.',
  'site.station_too_long': '가까운 역 안내는 200자까지 입력할 수 있습니다.',
  'site.parking_too_long': '주차 안내는 300자까지 입력할 수 있습니다.',
  'site.hours_too_long': '운영 시간 안내는 300자까지 입력할 수 있습니다.',
  'site.coordinates_required': '지도 위치(위도와 경도)를 숫자로 입력해 주세요.',
  'site.latitude_range': '위도는 대한민국 안의 값(33에서 39 사이)으로 입력해 주세요.',
  'site.longitude_range': '경도는 대한민국 안의 값(124에서 132 사이)으로 입력해 주세요.',
  'site.phone_required': '학원 전화번호를 입력해 주세요.',
  'site.phone_format':
    '전화번호를 02-123-4567, 031-123-4567, 010-1234-5678, 1588-1234 같은 형식으로 입력해 주세요.',
  'site.url_https': '주소는 https://로 시작하는 전체 주소로 입력해 주세요. 없으면 비워 두세요.',
  'site.url_too_long': '주소는 300자까지 입력할 수 있습니다.',
  'site.business_number_required': '사업자등록번호를 입력해 주세요.',
  'site.business_number_format': '사업자등록번호를 123-45-67890 형식(숫자 10자리)으로 입력해 주세요.',
  'site.business_number_checksum':
    '사업자등록번호가 올바르지 않습니다. 사업자등록증의 번호를 다시 확인해 주세요.',
  'site.owner_required': '대표자 이름을 입력해 주세요.',
  'site.owner_too_long': '대표자 이름은 30자까지 입력할 수 있습니다.',
  'site.privacy_officer_too_long': '개인정보 보호책임자 이름은 30자까지 입력할 수 있습니다.',
  'site.privacy_officer_contact_too_long': '개인정보 보호책임자 연락처는 100자까지 입력할 수 있습니다.',
  'site.email_format': '이메일 주소를 name@example.com 형식으로 입력해 주세요. 없으면 비워 두세요.',
  'site.photo_invalid': '사진 정보가 올바르지 않습니다. 사진을 다시 올려 주세요.',
  'site.photo_alt_required': '사진 설명(사진을 볼 수 없는 분께 읽어 주는 글)을 입력해 주세요.',
  'site.photo_alt_too_long': '사진 설명은 200자까지 입력할 수 있습니다.',
} as const;

/** The conflict's words when it is known which section another save changed first. */
export function versionConflictText(label: string): string {
  return `‘${label}’ 내용이 다른 곳에서 먼저 바뀌었습니다. 최신 내용을 다시 불러온 뒤 고쳐서 저장해 주세요.`;
}
