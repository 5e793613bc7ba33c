import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

export const TermsPage = () => <ComingSoon title="이용약관" />;
