/**
 * 재등록 안내: a ready Korean message for KakaoTalk or SMS with the student's name, remaining
 * lessons and tuition — the student's own fee when the teacher set one (decision 031), else the
 * last package, else the first fee of the curriculum as published — signed with the studio's name and phone as published. A
 * student who owes lessons (미수) is told how many, and that the next package covers them first.
 */
import type { SiteDocument } from '#shared/schemas/site-content.ts';
import { feeLine } from '#shared/schemas/site-curriculum.ts';
import { formatWon } from '#shared/won.ts';

interface RenewalInput {
  name: string;
  lesson: number;
  lastPackage: { pay: number; lesson: number } | null;
  /** The fee agreed with this student (학생 정보의 수강료). */
  fee?: { pay: number; lesson: number } | null;
}

type RenewalSite = Pick<SiteDocument, 'studio' | 'curriculum'>;

export function renewalMessage(
  { name, lesson, lastPackage, fee = null }: RenewalInput,
  site: RenewalSite,
): string {
  const advertised = site.curriculum.fees[0];
  const own = fee ?? lastPackage;
  const tuition = own ? `${own.lesson}회 ${formatWon(own.pay)}` : advertised ? feeLine(advertised) : '';
  const left =
    lesson < 0
      ? `등록하신 레슨을 모두 마치셨고, 먼저 받으신 레슨 ${-lesson}회가 미수로 남아 있습니다. 재등록하시면 미수 ${-lesson}회가 먼저 정산됩니다`
      : lesson === 0
        ? '등록하신 레슨을 모두 마치셨습니다'
        : `남은 레슨이 ${lesson}회입니다`;
  return [
    `[${site.studio.shortName}] 안녕하세요, ${name}님.`,
    `${left}.`,
    `재등록 수강료는 ${tuition}입니다.`,
    `계속 함께해 주시면 감사하겠습니다. 문의: ${site.studio.phone}`,
  ].join('\n');
}
