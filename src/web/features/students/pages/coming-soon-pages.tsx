import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

export const StudentsComingSoon = () => <ComingSoon title="학생 관리" />;
