/**
 * /curriculum: the studio's courses, fees and rules (features/content) with the 상담 신청 form
 * (features/enquiries) in its 수강 문의 part. It shows two features, so the app composes it.
 */

import { enquirySectionId } from '../../config/paths.ts';
import { CurriculumPage as CurriculumContent } from '../../features/content/pages/curriculum-page.tsx';
import { EnquiryForm } from '../../features/enquiries/components/enquiry-form.tsx';

export function CurriculumPage() {
  return <CurriculumContent enquiry={<EnquiryForm id={enquirySectionId} title="상담 · 체험 레슨 신청" />} />;
}
