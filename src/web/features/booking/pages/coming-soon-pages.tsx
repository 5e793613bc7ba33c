import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

export const BookPage = () => <ComingSoon title="연습실 현황" />;
export const TabletBoardPage = () => <ComingSoon title="연습실 예약판" />;
