/** The staff menu's link to the enquiries, with the number of new (접수) ones. */
import { InboxMenuLink } from '../../../components/inbox/inbox-menu-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useNewEnquiryCount } from '../api/enquiries-api.ts';

export function EnquiriesMenuLink({ onNavigate }: { onNavigate?: () => void }) {
  const count = useNewEnquiryCount(true).data ?? 0;
  return (
    <InboxMenuLink
      to={paths.enquiries}
      label="상담 신청"
      count={count}
      countLabel="새 신청"
      onNavigate={onNavigate}
    />
  );
}
