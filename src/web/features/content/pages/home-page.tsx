import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

export const HomePage = () => <ComingSoon title="온음 아카데미" />;
