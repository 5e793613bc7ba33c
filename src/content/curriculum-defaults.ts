/**
 * The curriculum page on first start: today's courses, fee, rules and refund policy, which the
 * owner then changes in the browser. 수강료와 환불 기준을 바꾸실 때는 이용약관(terms.ts)도 함께
 * 살펴 주세요.
 */
import type { CurriculumContent } from '#shared/schemas/site-curriculum.ts';

export function defaultCurriculum(): CurriculumContent {
  return {
    lead: '모든 수업은 한 분 한 분의 목표에 맞춘 1:1 개인 레슨입니다.',
    audienceTitle: '이런 분들께 추천합니다',
    audience: [
      '악기를 처음 배워 보시는 성인 입문자',
      '예전에 배우다 멈춘 악기를 다시 시작하고 싶으신 분',
      '노래를 더 편안하고 자신 있게 부르고 싶으신 분',
      '모임이나 행사, 작은 연주회 무대를 준비하시는 분',
      '오래도록 즐길 수 있는 취미를 찾고 계신 분',
    ],
    courses: [
      {
        name: '색소폰',
        description:
          '올바른 자세와 호흡, 안정적인 소리 내기부터 시작해 좋아하시는 가요·팝·재즈 곡을 끝까지 연주하는 것을 목표로 합니다. 수강생의 수준에 맞춘 곡으로 진도를 나갑니다.',
      },
      {
        name: '보컬',
        description:
          '호흡과 발성, 음정과 박자를 기초부터 다지고, 자신의 목소리에 맞는 곡을 골라 표현력을 키웁니다. 녹음한 노래를 함께 들으며 스스로 좋아지는 과정을 확인합니다.',
      },
      {
        name: '피아노 및 그 밖의 악기',
        description:
          '피아노를 비롯한 여러 악기를 수강생의 목표에 맞춰 지도합니다. 원하시는 악기가 있으면 상담할 때 편하게 말씀해 주세요.',
      },
    ],
    tuitionTitle: '수강료',
    // spec §9: the fee as the studio advertises it, 주 1회, 1시간씩 4회 250,000원.
    fees: [{ course: '주 1회, 1시간씩', lessons: 4, price: 250_000 }],
    tuitionNotes: [
      '모든 수업은 1:1 개인 레슨으로 진행됩니다.',
      '수강료는 4회 단위로 등록하며, 첫 수업 전에 납부해 주세요.',
    ],
    rulesTitle: '수업 규칙',
    rules: [
      '수업은 등록할 때 정한 요일과 시간에 진행합니다.',
      '수업에 빠지거나 늦으실 때는 최소 2일 전까지 연락해 주세요.',
      '연습실은 연습실 현황 페이지에서 예약한 시간에 이용하실 수 있으며, 단독 사용은 불가합니다.',
      '연습실 안에서는 음식을 드실 수 없습니다.',
      '연습을 마치면 스피커와 전원을 끄고 문을 닫아 주세요.',
    ],
    refundTitle: '환불 규정',
    // spec §9 and 학원법 시행령 refund schedule: none once half of the lessons have passed.
    refund: [
      '첫 수업 전에 그만두시면 납부하신 수강료 전액을 돌려드립니다.',
      '전체 수업의 3분의 1이 지나기 전에는 수강료의 3분의 2를, 2분의 1이 지나기 전에는 2분의 1을 돌려드립니다.',
      '전체 수업의 절반 이상을 수강하신 뒤에는 환불되지 않습니다.',
      '연락 없이 결석하거나 지각하신 수업은 보강이나 환불이 되지 않습니다.',
      '수업 2일 전까지 미리 알려 주시면 보강해 드립니다.',
      '협의된 결석에 대한 보강은 한 달에 한 번까지 가능합니다.',
    ],
    contactTitle: '수강 문의',
  };
}
