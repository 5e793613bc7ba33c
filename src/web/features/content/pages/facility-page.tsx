import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

export const FacilityPage = () => <ComingSoon title="시설 안내" />;
