/**
 * What each section of the studio's content calls its fields, in Korean: the owner's forms
 * label their fields with these, the section's history says which of them changed, and the
 * audit log names them for a published change.
 */
import type { SiteDocument, SiteSectionKey } from '#shared/schemas/site-content.ts';

type FieldLabels<Key extends SiteSectionKey> = Record<keyof SiteDocument[Key] & string, string>;

export const studioFieldLabels: FieldLabels<'studio'> = {
  name: '학원 이름',
  shortName: '짧은 이름',
  address: '주소',
  floor: '층·호수',
  station: '가까운 역에서 오는 길',
  parking: '주차 안내',
  hours: '운영 시간',
  coordinates: '지도 위치',
  phone: '전화번호',
  kakaoChannelUrl: '카카오톡 채널 주소',
  businessNumber: '사업자등록번호',
  owner: '대표자',
  email: '이메일',
  privacyOfficer: '개인정보 보호책임자',
  privacyOfficerContact: '보호책임자 연락처',
};

export const boardFieldLabels: FieldLabels<'board'> = {
  openHour: '첫 예약 시작 시각',
  lastHour: '마지막 예약 시작 시각',
  rooms: '연습실',
  maxHoursPerName: '한 사람당 하루 예약 한도',
  rules: '이용 규칙',
};

export const directorFieldLabels: FieldLabels<'director'> = {
  heading: '소개 제목',
  greeting: '원장 인사말',
  teachers: '선생님 소개',
};

export const curriculumFieldLabels: FieldLabels<'curriculum'> = {
  lead: '첫 문장',
  audienceTitle: '추천 대상 제목',
  audience: '추천 대상',
  courses: '개설 과정',
  tuitionTitle: '수강료 제목',
  fees: '수강료',
  tuitionNotes: '수강료 안내',
  rulesTitle: '수업 규칙 제목',
  rules: '수업 규칙',
  refundTitle: '환불 규정 제목',
  refund: '환불 규정',
  contactTitle: '수강 문의 제목',
};

export const photosFieldLabels: FieldLabels<'photos'> = {
  hero: '대표 사진',
  heroTagline: '학원 이름 위의 한 줄',
  heroIntro: '소개 문장',
  galleryHeading: '갤러리 제목',
  gallery: '갤러리 사진',
};

export const facilityFieldLabels: FieldLabels<'facility'> = {
  notes: '편의 시설 안내',
  groups: '사진 묶음',
};

export const policiesFieldLabels: FieldLabels<'policies'> = {
  terms: '이용약관',
  privacy: '개인정보 처리방침',
};

export const lessonsFieldLabels: FieldLabels<'lessons'> = {
  owedLimit: '미수로 둘 수 있는 레슨',
  noticeHours: '보강권이 생기는 사전취소 기준',
  creditDays: '보강권 유효 기간',
  monthlyCap: '한 달 보강권 수 (학생 사정)',
  packageDays: '결제 레슨의 기본 유효 기간',
  familyBooking: '가족이 보강을 직접 예약',
};

/** Every section's labels, by the section's key. */
export const sectionFieldLabels: { [Key in SiteSectionKey]?: FieldLabels<Key> } = {
  studio: studioFieldLabels,
  board: boardFieldLabels,
  director: directorFieldLabels,
  curriculum: curriculumFieldLabels,
  photos: photosFieldLabels,
  facility: facilityFieldLabels,
  policies: policiesFieldLabels,
  lessons: lessonsFieldLabels,
};
