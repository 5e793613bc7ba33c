import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

export const LoginPage = () => <ComingSoon title="로그인" />;
export const JoinPage = () => <ComingSoon title="회원가입" />;
