import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

export const NewsListPage = () => <ComingSoon title="학원 소식" />;
export const PostPage = () => <ComingSoon title="학원 소식" />;
export const WritePage = () => <ComingSoon title="글쓰기" />;
