/**
 * The teacher's side of the family portal, on the student pages: making a sign-in link, the
 * family sessions and late absences of a student, ending sessions (연결 해제) and deciding an
 * absence. Its keys sit under the student pages' `['students']`, and a change reads all of
 * them again, so an accepted absence (a lesson record) shows on the student at once.
 */
import { useQuery } from '@tanstack/react-query';
import type { Contact } from '#shared/schemas/contacts.ts';
import type {
  AbsenceRequest,
  FamilyConnections,
  FamilyLink,
  StaffFamilyNotice,
} from '#shared/schemas/family.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

/** A student as the student pages name one: the teacher rides along for the owner. */
export interface StudentRef {
  name: string;
  teacherId: string;
}

/** The root of the student pages' queries (features/students keeps the same key). */
const studentPages = ['students'] as const;

const useStudentPageMutation = <V, R>(mutationFn: (variables: V) => Promise<R>) =>
  useRefreshingMutation(studentPages, mutationFn);

const memberPath = (ref: StudentRef, rest: string) =>
  withQuery(`/api/member/${encodeURIComponent(ref.name)}${rest}`, { teacherId: ref.teacherId || undefined });
const familyPath = (ref: StudentRef, rest = '') => memberPath(ref, `/family${rest}`);

export const familyKeys = {
  connections: (ref: StudentRef) => [...studentPages, 'family', ref.teacherId, ref.name] as const,
  requests: (teacherId: string | undefined) =>
    [...studentPages, 'absence-requests', teacherId ?? 'all'] as const,
  notices: (teacherId: string | undefined) =>
    [...studentPages, 'family-notices', teacherId ?? 'all'] as const,
};

/** What families did that the teacher has not marked seen: 보강 booked, 결석 신청 recorded. */
export function useFamilyNotices(teacherId: string | undefined) {
  return useQuery({
    queryKey: familyKeys.notices(teacherId),
    queryFn: () => api.get<StaffFamilyNotice[]>(withQuery('/api/member/family-notices', { teacherId })),
    // A family may book while the page is open: the notice should not wait for a reload.
    refetchInterval: 60_000,
  });
}

export function useSeeFamilyNotices() {
  return useStudentPageMutation((ids: number[]) =>
    api.post<{ seen: number; message: string }>('/api/member/family-notices/seen', { ids }),
  );
}

/** Late 결석 신청 still waiting, of the teacher's students (the owner: the chosen teacher's, or all). */
export function useAbsenceRequests(teacherId: string | undefined) {
  return useQuery({
    queryKey: familyKeys.requests(teacherId),
    queryFn: () => api.get<AbsenceRequest[]>(withQuery('/api/member/absence-requests', { teacherId })),
  });
}

export function useFamilyConnections(ref: StudentRef) {
  return useQuery({
    queryKey: familyKeys.connections(ref),
    queryFn: () => api.get<FamilyConnections>(familyPath(ref)),
  });
}

export function useMakeFamilyLink(ref: StudentRef) {
  return useStudentPageMutation((contactId: number | null) =>
    api.post<FamilyLink>(withQuery('/api/family/links', { teacherId: ref.teacherId || undefined }), {
      studentName: ref.name,
      ...(contactId === null ? {} : { contactId }),
    }),
  );
}

/** The student's contacts, to send a link to one of them. */
export function useStudentContacts(ref: StudentRef) {
  return useQuery({
    queryKey: [...studentPages, 'contacts', ref.teacherId, ref.name] as const,
    queryFn: () => api.get<Contact[]>(memberPath(ref, '/contacts')),
  });
}

export function useEndFamilySession(ref: StudentRef) {
  return useStudentPageMutation((sessionId: number | 'all') =>
    api.delete<{ message: string }>(familyPath(ref, sessionId === 'all' ? '' : `/sessions/${sessionId}`)),
  );
}

/** How a teacher answers a late 결석 신청: recorded as one of these, or closed (null). */
export type AbsenceAnswer = '당일취소' | '사전취소' | null;

export function useDecideAbsence(ref: StudentRef) {
  return useStudentPageMutation(({ id, answer }: { id: number; answer: AbsenceAnswer }) =>
    api.post<{ message: string }>(
      familyPath(ref, `/absences/${id}`),
      answer === null ? { accept: false } : { accept: true, as: answer },
    ),
  );
}
