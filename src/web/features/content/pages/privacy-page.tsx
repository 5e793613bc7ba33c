import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

export const PrivacyPage = () => <ComingSoon title="개인정보처리방침" />;
