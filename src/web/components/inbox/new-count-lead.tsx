import type { ReactNode } from 'react';

/**
 * An inbox page's lead: how many new items wait (in bold), or that none does, once the list has
 * come; e.g. "새 신청 2건이 연락을 기다립니다.".
 */
export function newCountLead(data: { newCount: number } | undefined, item: string, step: string): ReactNode {
  if (!data) return undefined;
  if (data.newCount === 0) return `${step}을 기다리는 새 ${item}이 없습니다.`;
  return (
    <>
      새 {item} <strong>{data.newCount}건</strong>이 {step}을 기다립니다.
    </>
  );
}
