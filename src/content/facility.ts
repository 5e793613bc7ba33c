import { landscapePhoto, type Photo } from './photo.ts';
import lessonOne from './photos/facility-lesson-1.webp';
import lessonOneHalf from './photos/facility-lesson-1-400w.webp';
import lessonTwo from './photos/facility-lesson-2.webp';
import lessonTwoHalf from './photos/facility-lesson-2-400w.webp';
import lessonThree from './photos/facility-lesson-3.webp';
import lessonThreeHalf from './photos/facility-lesson-3-400w.webp';
import loungeOne from './photos/facility-lounge-1.webp';
import loungeOneHalf from './photos/facility-lounge-1-400w.webp';
import loungeTwo from './photos/facility-lounge-2.webp';
import loungeTwoHalf from './photos/facility-lounge-2-400w.webp';
import loungeThree from './photos/facility-lounge-3.webp';
import loungeThreeHalf from './photos/facility-lounge-3-400w.webp';
import practiceOne from './photos/facility-practice-1.webp';
import practiceOneHalf from './photos/facility-practice-1-400w.webp';
import practiceTwo from './photos/facility-practice-2.webp';
import practiceTwoHalf from './photos/facility-practice-2-400w.webp';
import practiceThree from './photos/facility-practice-3.webp';
import practiceThreeHalf from './photos/facility-practice-3-400w.webp';
import stageOne from './photos/facility-stage-1.webp';
import stageOneHalf from './photos/facility-stage-1-400w.webp';
import stageTwo from './photos/facility-stage-2.webp';
import stageTwoHalf from './photos/facility-stage-2-400w.webp';
import stageThree from './photos/facility-stage-3.webp';
import stageThreeHalf from './photos/facility-stage-3-400w.webp';

export const facilityNotes: string[] = [
  '개인 사물함과 신발장이 마련되어 있고, CCTV가 설치되어 있어 소지품을 안심하고 보관하실 수 있습니다.',
  '휴게실에는 정수기와 커피, 차가 준비되어 있어 연습 사이사이 편하게 쉬어 가실 수 있습니다.',
  '공기청정기가 항상 켜져 있어 언제 오셔도 깨끗하고 쾌적합니다.',
];

// The facility page shows these four groups, three photos each, in this order.
export const facilityGroups: Array<{ title: string; photos: [Photo, Photo, Photo] }> = [
  {
    title: '레슨실',
    photos: [
      landscapePhoto(
        lessonOne,
        lessonOneHalf,
        '흡음재가 붙은 벽 앞에 업라이트 피아노와 보면대, 의자가 놓인 레슨실',
      ),
      landscapePhoto(lessonTwo, lessonTwoHalf, '거치대에 세운 색소폰과 보면대가 준비된 색소폰 레슨실'),
      landscapePhoto(lessonThree, lessonThreeHalf, '스피커와 스탠드 마이크, 보면대가 놓인 보컬 레슨실'),
    ],
  },
  {
    title: '라운지',
    photos: [
      landscapePhoto(loungeOne, loungeOneHalf, '펜던트 조명 아래 소파와 화분이 놓인 밝은 라운지'),
      landscapePhoto(loungeTwo, loungeTwoHalf, '정수기와 커피잔, 차가 준비된 휴게 공간'),
      landscapePhoto(
        loungeThree,
        loungeThreeHalf,
        '개인 사물함과 신발장, CCTV와 공기청정기가 있는 입구 쪽 공간',
      ),
    ],
  },
  {
    title: '무대 및 홀',
    photos: [
      landscapePhoto(stageOne, stageOneHalf, '주황빛 커튼 사이로 조명이 스탠드 마이크를 비추는 무대'),
      landscapePhoto(stageTwo, stageTwoHalf, '조명이 켜진 무대와 그 앞에 줄지어 놓인 객석'),
      landscapePhoto(stageThree, stageThreeHalf, '두 줄기 조명 아래 피아노와 색소폰이 놓인 공연 홀'),
    ],
  },
  {
    title: '연습실',
    photos: [
      landscapePhoto(
        practiceOne,
        practiceOneHalf,
        '흡음재로 둘러싸인 벽 앞에 보면대와 의자, 스피커가 놓인 연습실',
      ),
      landscapePhoto(practiceTwo, practiceTwoHalf, '작은 창이 난 연습실 문들이 나란히 이어진 복도'),
      landscapePhoto(practiceThree, practiceThreeHalf, '색소폰과 보면대, 스피커가 갖춰진 개인 연습실'),
    ],
  },
];
