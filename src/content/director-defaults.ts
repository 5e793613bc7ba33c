/**
 * The director's page on first start: the placeholder greeting, director and teachers, which
 * the owner then replaces in the browser (원장님이 실제 인사말과 경력, 사진으로 바꾸세요; 아래 이름과
 * 경력은 예시입니다). The greeting is the HTML the news editor makes, as the server stores it.
 */
import type { DirectorContent } from '#shared/schemas/site-director.ts';
import { builtinPhoto } from './builtin-photos.ts';
import { studio } from './studio.ts';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const greeting = [
  // The studio's name and 대표자 as variables (src/shared/studio-variables.ts): a rename follows.
  '안녕하세요. {{학원명}} 원장 {{대표자}}입니다. 저희 학원 홈페이지를 찾아 주셔서 진심으로 감사드립니다.',
  '처음 색소폰을 손에 쥐었을 때, 소리 하나 제대로 내는 것도 쉽지 않았던 기억이 아직 생생합니다. 그래서 처음 오시는 분들의 설렘과 걱정을 누구보다 잘 알고 있습니다. 악보를 읽지 못하셔도, 나이가 조금 있으셔도 괜찮습니다. 한 분 한 분의 속도에 맞춰 숨 쉬는 법부터 차근차근 함께하겠습니다.',
  '저희는 모든 수업을 1:1 개인 레슨으로 진행합니다. 좋아하시는 노래 한 곡을 끝까지 연주하고 부르는 기쁨, 작은 무대에서 박수를 받는 뿌듯함을 직접 느끼실 수 있도록 목표를 함께 세우고 꾸준히 곁에서 돕겠습니다.',
  '연습실은 언제든 편하게 들러 연습하실 수 있도록 늘 열어 두고, 휴게실에는 따뜻한 차와 커피를 준비해 두었습니다. 배우러 오는 곳을 넘어, 음악을 좋아하는 이웃들이 모여 편히 쉬어 가는 공간이 되었으면 합니다.',
  '음악은 잘하는 사람만의 것이 아니라 즐기는 모든 사람의 것이라고 믿습니다. 여러분의 일상에 음악이 스며드는 그날까지 정성을 다하겠습니다. 언제든 편하게 문을 두드려 주세요.',
];

export function defaultDirector(): DirectorContent {
  return {
    heading: '음악이 있는 하루를 함께 만들어 갑니다',
    greeting: greeting.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
    teachers: [
      {
        name: studio.owner,
        role: '원장 · 색소폰',
        photo: builtinPhoto('profile-director', `색소폰 배지가 달린 ${studio.owner} 원장의 프로필 그림`),
        career: [
          '실용음악과 졸업 (색소폰 전공)',
          '재즈 빅밴드 객원 연주자로 10년간 활동',
          '문화센터·주민센터 성인 색소폰 강좌 출강',
          '현 {{학원명}} 원장',
        ],
      },
      {
        name: '한지우',
        role: '보컬 강사',
        photo: builtinPhoto('profile-vocal', '마이크 배지가 달린 한지우 보컬 강사의 프로필 그림'),
        career: [
          '실용음악과 졸업 (보컬 전공)',
          '음반 코러스 및 공연·행사 보컬로 활동',
          '취미·입시 보컬 지도 8년',
          '호흡과 발성 중심의 성인 보컬 클래스 운영',
        ],
      },
      {
        name: '정다온',
        role: '피아노 강사',
        photo: builtinPhoto('profile-piano', '피아노 건반 배지가 달린 정다온 피아노 강사의 프로필 그림'),
        career: [
          '음악대학 피아노과 졸업',
          '합창단 및 공연 반주자로 활동',
          '성인 취미 피아노 지도 6년',
          '보컬·색소폰 수강생 반주 레슨 담당',
        ],
      },
    ],
  };
}
