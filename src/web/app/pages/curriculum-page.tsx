/**
 * /curriculum: the studio's courses, fees and rules (features/content) with the 상담 신청 form
 * (features/enquiries) in its 수강 문의 part, which the home page's 상담 신청 button leads to.
 * It shows two features, so the app composes it.
 */
import { Island } from '../../components/island.tsx';
import { enquirySectionId } from '../../config/paths.ts';
import { CurriculumPage as CurriculumContent } from '../../features/content/pages/curriculum-page.tsx';
import { EnquiryForm } from '../../features/enquiries/components/enquiry-form.tsx';
import { useSite } from '../../site-data/site-context.tsx';

export function CurriculumPage() {
  const courses = [...new Set(useSite().curriculum.courses.map((course) => course.name))].filter(Boolean);
  return (
    <CurriculumContent
      enquiry={
        // Typing works before the script is there (the fields are the browser's own): the form
        // hydrates when it comes into view or the visitor reaches for it.
        <Island
          name="enquiry-form"
          component={EnquiryForm}
          props={{ id: enquirySectionId, courses, title: '상담 · 체험 레슨 신청' }}
          when="visible"
        />
      }
    />
  );
}
