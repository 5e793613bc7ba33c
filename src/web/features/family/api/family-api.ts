/**
 * The portal's data: the family's students (GET /api/family/me), one student's history, a
 * receipt, the studio's latest news, and the two changes a family makes (결석 신청, 로그아웃).
 * The family's own queries are the browser's to ask (the server renders the page as a
 * visitor, who has no family); the news is public and comes with the page.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyCashReceipt } from '#shared/schemas/cash-receipts.ts';
import type {
  FamilyAbsence,
  FamilyCodeAnswer,
  FamilyHistory,
  FamilyMakeupRequest,
  FamilyMakeupSlots,
  FamilyMe,
  FamilyReceipt,
  FamilySignInOptions,
} from '#shared/schemas/family.ts';
import type { Invoice } from '#shared/schemas/invoices.ts';
import type { NewsList } from '#shared/schemas/news.ts';
import type { SavedReceiptNumber } from '../../../components/ui/receipt-number-form.tsx';
import { api, withQuery } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export const familyKeys = {
  all: ['family'] as const,
  me: ['family', 'me'] as const,
  history: (studentId: number) => ['family', 'history', studentId] as const,
  receipt: (id: number) => ['family', 'receipt', id] as const,
  makeupSlots: (studentId: number) => ['family', 'makeup-slots', studentId] as const,
};

/** A query of the family's own: the browser's to ask, never the server's render as a visitor. */
function familyQuery<T>(queryKey: readonly unknown[], url: string) {
  return { queryKey, queryFn: () => api.get<T>(url), meta: { clientOnly: true } };
}

export function useFamilyMe() {
  return useQuery({ ...familyQuery<FamilyMe>(familyKeys.me, '/api/family/me'), retry: false });
}

export function useFamilyHistory(studentId: number) {
  return useQuery(
    familyQuery<FamilyHistory>(
      familyKeys.history(studentId),
      withQuery('/api/family/history', { studentId }),
    ),
  );
}

export function useFamilyReceipt(paymentId: number) {
  return useQuery({
    ...familyQuery<FamilyReceipt>(familyKeys.receipt(paymentId), `/api/family/receipts/${paymentId}`),
    retry: false,
  });
}

export function useStudioNews() {
  return useQuery({
    queryKey: ['family-news'],
    queryFn: () => api.get<NewsList>('/api/newsList?page=1'),
  });
}

export interface AbsenceAnswer {
  message: string;
  absence: FamilyAbsence;
  credit: boolean;
}

export function useReportAbsence() {
  return useRefreshingMutation(
    familyKeys.all,
    (body: { studentId: number; date: string; occurrence: string; reason?: string }) =>
      api.post<AbsenceAnswer>('/api/family/absences', body),
  );
}

/** The teacher's free places for a 보강, asked only while the student has a credit to spend. */
export function useMakeupSlots(studentId: number, enabled: boolean) {
  return useQuery({
    ...familyQuery<FamilyMakeupSlots>(
      familyKeys.makeupSlots(studentId),
      withQuery('/api/family/makeup-slots', { studentId }),
    ),
    enabled,
  });
}

export function useBookMakeup() {
  return useRefreshingMutation(familyKeys.all, (body: FamilyMakeupRequest) =>
    api.post<{ message: string; lesson: { key: string; date: string } }>('/api/family/makeup', body),
  );
}

export function useFamilyLogout() {
  return useRefreshingMutation(familyKeys.all, () => api.post<{ message: string }>('/api/family/logout'));
}

/**
 * Whether /family/login can send a code at all: the browser's to ask, never the cached visitor's
 * page, so a sender the owner just saved is offered at once.
 */
export function useSignInOptions() {
  return useQuery(
    familyQuery<FamilySignInOptions>(['family', 'sign-in-options'], '/api/family/sign-in/options'),
  );
}

/**
 * Asks for a code to the phone; the answer is the same whether the phone is known or not, and
 * says whether the studio can send a code at all.
 */
export function useRequestCode() {
  return useMutation({
    mutationFn: (phone: string) => api.post<FamilyCodeAnswer>('/api/family/code', { phone }),
  });
}

export function useCodeLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; code: string }) =>
      api.post<{ message: string }>('/api/family/login', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}

/** The bills of the family's students (청구서), each student's read from the same answer. */
export function useFamilyInvoices() {
  return useQuery(familyQuery<{ invoices: Invoice[] }>(['family', 'invoices'], '/api/family/invoices'));
}

/** A fresh pay link of the family's own open bill; the browser then goes to it. */
export function useFamilyPayLink() {
  return useMutation({
    mutationFn: (invoiceId: number) =>
      api.post<{ message: string; url: string }>(`/api/family/invoices/${invoiceId}/link`),
  });
}

/** The 현금영수증 of one payment on the family's copy: its state and number, or null for none. */
export function useFamilyCashReceipt(paymentId: number) {
  return useQuery({
    ...familyQuery<{ receipt: FamilyCashReceipt | null }>(
      ['family', 'cash-receipt', paymentId],
      withQuery('/api/family/cash-receipts', { paymentId }),
    ),
    enabled: Number.isSafeInteger(paymentId) && paymentId > 0,
  });
}

/** Each payment's 현금영수증 of one of the family's students, for the payments list. */
export function useFamilyCashReceipts(studentId: number) {
  return useQuery(
    familyQuery<{ receipts: FamilyCashReceipt[] }>(
      ['family', 'cash-receipts', studentId],
      withQuery('/api/family/cash-receipt-list', { studentId }),
    ),
  );
}

/** The number the family gave for its 현금영수증 (the staff's student page shows the same). */
export function useFamilyReceiptNumber(studentId: number) {
  return useQuery(
    familyQuery<{ number: SavedReceiptNumber }>(
      ['family', 'cash-receipt-number', studentId],
      withQuery('/api/family/cash-receipt-number', { studentId }),
    ),
  );
}

export function useSaveFamilyReceiptNumber(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: SavedReceiptNumber) =>
      api.put<{ message: string; number: SavedReceiptNumber }>(
        withQuery('/api/family/cash-receipt-number', { studentId }),
        value,
      ),
    // A receipt waiting for the number may be issued now: its state is read again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['family', 'cash-receipt-number', studentId] }),
        queryClient.invalidateQueries({ queryKey: ['family', 'cash-receipts', studentId] }),
      ]),
  });
}
