/**
 * 상담 신청: a visitor sends one; staff list them (by status), see the new count, move their
 * status, and register one as a student.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnquiryStatus } from '#shared/enquiry-rules.ts';
import type {
  CreateEnquiryRequest,
  EnquiriesPage,
  EnquiryItem,
  UpdateEnquiryRequest,
} from '#shared/schemas/enquiries.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

const enquiryKeys = {
  all: ['enquiries'] as const,
  page: (page: number, status: EnquiryStatus | undefined) =>
    ['enquiries', 'page', page, status ?? 'all'] as const,
  summary: ['enquiries', 'summary'] as const,
};

/** Enquiries arrive from visitors at any time; staff screens look again every minute. */
const REFRESH_MS = 60_000;

export const enquiriesQuery = (page: number, status: EnquiryStatus | undefined) =>
  queryOptions({
    queryKey: enquiryKeys.page(page, status),
    queryFn: () => api.get<EnquiriesPage>(withQuery('/api/enquiries', { page, status })),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export function useEnquiries(page: number, status: EnquiryStatus | undefined) {
  return useQuery(enquiriesQuery(page, status));
}

export function useNewEnquiryCount(enabled: boolean) {
  return useQuery({
    queryKey: enquiryKeys.summary,
    queryFn: () => api.get<{ newCount: number }>('/api/enquiries/summary'),
    refetchInterval: REFRESH_MS,
    enabled,
    select: (data) => data.newCount,
  });
}

export function useSendEnquiry() {
  return useMutation({
    mutationFn: (input: CreateEnquiryRequest) =>
      api.post<{ id: number; status: EnquiryStatus }>('/api/enquiries', input),
  });
}

/** Staff changes: the list and the menu's count are read again, after a refusal too (someone else may have moved it). */
function useEnquiryMutation<T>(mutationFn: (input: T) => Promise<EnquiryItem>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: enquiryKeys.all }),
  });
}

export function useUpdateEnquiry() {
  return useEnquiryMutation(({ id, status }: { id: number } & UpdateEnquiryRequest) =>
    api.put<EnquiryItem>(`/api/enquiries/${id}`, { status }),
  );
}

export function useRegisterEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      api.post<EnquiryItem>(`/api/enquiries/${id}/register`, { name }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: enquiryKeys.all });
      // The new student shows on the student pages at once.
      await queryClient.invalidateQueries({ queryKey: ['students'] });
    },
  });
}
