import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

export const OrderComingSoon = () => <ComingSoon title="주문" />;
export const ProductComingSoon = () => <ComingSoon title="상품 등록" />;
