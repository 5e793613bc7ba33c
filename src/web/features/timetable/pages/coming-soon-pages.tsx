import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

export const TimetableComingSoon = () => <ComingSoon title="시간표" />;
