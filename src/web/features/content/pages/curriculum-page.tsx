import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

export const CurriculumPage = () => <ComingSoon title="교육 과정" />;
