/**
 * 발송함: the outbox page by page and filter, retry and cancel; the owner's event settings.
 * A change reads the outbox (and the settings) again.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MessageSettings } from '#shared/schemas/message-settings.ts';
import type { MessagesPage, OutboxItem } from '#shared/schemas/messages.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

interface MessageFilter {
  status?: string | undefined;
  event?: string | undefined;
  page: number;
}

export function useMessages(filter: MessageFilter) {
  return useQuery({
    queryKey: ['messages', 'list', filter],
    queryFn: () => api.get<MessagesPage>(withQuery('/api/messages', { ...filter })),
    placeholderData: keepPreviousData,
  });
}

export function useMessageAction(action: 'retry' | 'cancel') {
  return useRefreshingMutation(['messages'], (id: number) =>
    api.post<{ message: string; item: OutboxItem }>(`/api/messages/${id}/${action}`),
  );
}

export function useMessageSettings(enabled: boolean) {
  return useQuery({
    queryKey: ['messages', 'settings'],
    queryFn: () => api.get<MessageSettings>('/api/messages/settings'),
    enabled,
  });
}

export function useSaveEventSetting() {
  return useRefreshingMutation(
    ['messages'],
    (input: { event: string; enabled: boolean; text: string | null }) =>
      api.put<{ message: string }>(`/api/messages/settings/${input.event}`, {
        enabled: input.enabled,
        text: input.text,
      }),
  );
}

export function useSaveReminderHour() {
  return useRefreshingMutation(['messages'], (hour: number) =>
    api.put<{ message: string; reminderHour: number }>('/api/messages/reminder-hour', { hour }),
  );
}
