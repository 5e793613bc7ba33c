import { Page } from '../../../components/ui/page.tsx';
import { useSite } from '../../../site-data/site-context.tsx';
import { CurriculumDetails } from '../components/curriculum-details.tsx';

export function CurriculumPage() {
  const { curriculum } = useSite();
  return (
    <Page title="교육 과정" lead={curriculum.lead || undefined}>
      <CurriculumDetails />
    </Page>
  );
}
