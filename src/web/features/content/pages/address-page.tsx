import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

export const AddressPage = () => <ComingSoon title="오시는 길" />;
