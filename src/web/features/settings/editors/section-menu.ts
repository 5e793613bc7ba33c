/**
 * What /settings lists of each section, in the menu's order: its name and what it feeds. Apart
 * from the editors themselves, so the menu sends none of their forms, schemas and previews.
 */
import type { SiteSectionKey } from '#shared/schemas/site-content.ts';

interface SectionMenuEntry {
  key: SiteSectionKey;
  title: string;
  description: string;
}

export const sectionMenu: readonly SectionMenuEntry[] = [
  {
    key: 'studio',
    title: '학원 정보',
    description:
      '학원 이름, 전화번호, 주소와 지도 위치, 운영 시간, 사업자 정보: 모든 페이지의 바닥글과 오시는 길에 보입니다.',
  },
  {
    key: 'board',
    title: '연습실 예약',
    description:
      '연습실 현황의 예약 시간, 방 이름과 순서, 한 사람당 하루 한도, 이용 규칙: 예약 페이지, 태블릿 화면, QR 포스터와 오시는 길의 예약 시간 안내에 쓰입니다.',
  },
  {
    key: 'director',
    title: '원장·강사 소개',
    description: '원장 소개 페이지의 인사말과 선생님 소개 카드(이름, 담당, 사진, 경력)입니다.',
  },
  {
    key: 'curriculum',
    title: '커리큘럼·수강료',
    description: '교육 과정 페이지의 추천 대상, 개설 과정, 수강료 표, 수업 규칙, 환불 규정입니다.',
  },
  {
    key: 'photos',
    title: '대표 사진·갤러리',
    description:
      '홈 첫 화면의 대표 사진과 그 위의 글, 그 아래 갤러리의 제목과 사진(1–12장, 보이는 순서대로)입니다.',
  },
  {
    key: 'facility',
    title: '시설 안내',
    description: '시설 안내 페이지의 편의 시설 안내와 네 묶음의 사진(묶음마다 제목과 사진 1–6장)입니다.',
  },
  {
    key: 'policies',
    title: '이용약관·개인정보 처리방침',
    description: '이용약관과 개인정보 처리방침의 본문과 시행일: 바닥글의 두 링크가 여는 페이지에 보입니다.',
  },
  {
    key: 'lessons',
    title: '수업 규칙',
    description:
      '결제 전에 미리 진행할 수 있는 레슨 수(미수 한도), 보강권·결제 유효기간과 가족의 보강 예약: 학생 관리와 가족 페이지에서 레슨을 기록하고 보강을 잡고 결제를 받을 때 따르는 규칙입니다. 홈페이지에는 보이지 않습니다.',
  },
];

export function menuEntry<Key extends SiteSectionKey>(key: Key): SectionMenuEntry & { key: Key } {
  const entry = sectionMenu.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`no menu entry for ${key}`);
  return entry as SectionMenuEntry & { key: Key };
}

/** Sections no visitor sees: rules the student pages and the families' portal follow. */
const offSite = new Set<SiteSectionKey>(['lessons']);

/** What publishing does and what the preview shows, said as true of the section. */
export function publishWords(key: SiteSectionKey): { published: string; now: string; draft: string } {
  return offSite.has(key)
    ? {
        published: '게시했습니다. 학생 관리와 가족 페이지에 바로 적용됩니다.',
        now: '지금 적용되는 규칙',
        draft: '게시하면 이렇게 적용됩니다',
      }
    : {
        published: '게시했습니다. 홈페이지에 바로 보입니다.',
        now: '지금 홈페이지에 보이는 모습',
        draft: '게시하면 홈페이지에 이렇게 보입니다',
      };
}
