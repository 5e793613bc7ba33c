import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

export const DirectorPage = () => <ComingSoon title="원장 소개" />;
