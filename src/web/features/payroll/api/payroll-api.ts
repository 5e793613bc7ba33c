/** Teacher pay: the owner's teacher list, a teacher's rules, a month's statement, confirming it. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  PayRulesResponse,
  PayrollTeachersResponse,
  SetPayRuleRequest,
  StatementResponse,
} from '#shared/schemas/payroll.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

const teacherUrl = (id: string) => encodeURIComponent(id);

export function usePayrollTeachers({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['payroll', 'teachers'],
    queryFn: () => api.get<PayrollTeachersResponse>('/api/payroll/teachers'),
    enabled,
  });
}

export function usePayRules(teacherId: string | undefined) {
  return useQuery({
    queryKey: ['payroll', 'rules', teacherId ?? ''],
    queryFn: () => api.get<PayRulesResponse>(`/api/payroll/rules/${teacherUrl(teacherId ?? '')}`),
    enabled: teacherId !== undefined,
  });
}

export function useStatement(month: string, teacherId: string | undefined) {
  return useQuery({
    queryKey: ['payroll', 'statement', month, teacherId ?? ''],
    queryFn: () => api.get<StatementResponse>(withQuery('/api/payroll', { month, teacherId })),
    // Switching months keeps the last statement on screen until the next arrives.
    placeholderData: keepPreviousData,
    enabled: teacherId !== undefined,
  });
}

/** A plain link: the browser downloads the file with the session cookie. */
export function statementCsvUrl(month: string, teacherId: string): string {
  return `/api/payroll/${month}/${teacherUrl(teacherId)}.csv`;
}

export function useSetPayRule(teacherId: string) {
  return useRefreshingMutation(['payroll'], (body: SetPayRuleRequest) =>
    api.put<PayRulesResponse>(`/api/payroll/rules/${teacherUrl(teacherId)}`, body),
  );
}

export function useConfirmStatement() {
  return useRefreshingMutation(['payroll'], (body: { month: string; teacherId: string }) =>
    api.post<StatementResponse>('/api/payroll/confirm', body),
  );
}
