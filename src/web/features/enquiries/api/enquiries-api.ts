/**
 * 상담 신청: a visitor sends one; staff list them (by status), see the new count, move their
 * status, and register one as a student.
 */
import { useMutation } from '@tanstack/react-query';
import type { EnquiryStatus } from '#shared/enquiry-rules.ts';
import type {
  CreateEnquiryRequest,
  EnquiriesPage,
  EnquiryItem,
  UpdateEnquiryRequest,
} from '#shared/schemas/enquiries.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { useInboxPage, useNewCount } from '../../../lib/visitor-inbox.ts';

const enquiryKeys = {
  all: ['enquiries'] as const,
  page: (page: number, status: EnquiryStatus | undefined) =>
    ['enquiries', 'page', page, status ?? 'all'] as const,
  summary: ['enquiries', 'summary'] as const,
};

export function useEnquiries(page: number, status: EnquiryStatus | undefined) {
  return useInboxPage<EnquiriesPage>(
    enquiryKeys.page(page, status),
    withQuery('/api/enquiries', { page, status }),
  );
}

export function useNewEnquiryCount(enabled: boolean) {
  return useNewCount(enquiryKeys.summary, '/api/enquiries/summary', enabled);
}

export function useSendEnquiry() {
  return useMutation({
    mutationFn: (input: CreateEnquiryRequest) =>
      api.post<{ id: number; status: EnquiryStatus }>('/api/enquiries', input),
  });
}

/** The list and the menu's count are read again, after a refusal too (someone else may have moved it). */
export function useUpdateEnquiry() {
  return useRefreshingMutation(enquiryKeys.all, ({ id, status }: { id: number } & UpdateEnquiryRequest) =>
    api.put<EnquiryItem>(`/api/enquiries/${id}`, { status }),
  );
}

/** The new student shows on the student pages at once. */
export function useRegisterEnquiry() {
  return useRefreshingMutation(
    enquiryKeys.all,
    ({ id, name }: { id: number; name: string }) =>
      api.post<EnquiryItem>(`/api/enquiries/${id}/register`, { name }),
    { also: [['students']] },
  );
}
