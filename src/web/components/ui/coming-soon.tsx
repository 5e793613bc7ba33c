import { Page } from './page.tsx';

/** A page whose feature is not open yet: says so plainly instead of pretending. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Page title={title}>
      <p role="note">준비 중입니다. 곧 이용하실 수 있습니다.</p>
    </Page>
  );
}
