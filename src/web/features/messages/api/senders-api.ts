/**
 * 알림 발송 (docs/decisions/076): each sender's state, a save per kind, a clear and a test send.
 * A save or a clear answers the kind's new state, which replaces it in the list at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SaveSender,
  SenderKind,
  SendersResponse,
  SenderTest,
  SmtpRequest,
  SolapiRequest,
  WebhookRequest,
} from '#shared/schemas/senders.ts';
import { api } from '../../../lib/api-client.ts';

const sendersKey = ['settings', 'senders'] as const;

export function useSenders() {
  return useQuery({
    queryKey: sendersKey,
    queryFn: () => api.get<SendersResponse>('/api/settings/senders'),
  });
}

export type SenderBody =
  | { kind: 'smtp'; body: SmtpRequest }
  | { kind: 'solapi'; body: SolapiRequest }
  | { kind: 'webhook'; body: WebhookRequest };

function useReplaceState() {
  const queryClient = useQueryClient();
  return (answer: SaveSender) =>
    queryClient.setQueryData<SendersResponse>(sendersKey, (current) =>
      current
        ? {
            senders: current.senders.map((state) =>
              state.kind === answer.sender.kind ? answer.sender : state,
            ),
          }
        : current,
    );
}

export function useSaveSender() {
  const replace = useReplaceState();
  return useMutation({
    mutationFn: ({ kind, body }: SenderBody) => api.put<SaveSender>(`/api/settings/senders/${kind}`, body),
    onSuccess: replace,
  });
}

export function useClearSender() {
  const replace = useReplaceState();
  return useMutation({
    mutationFn: (kind: SenderKind) => api.delete<SaveSender>(`/api/settings/senders/${kind}`),
    onSuccess: replace,
  });
}

export function useTestSender() {
  return useMutation({
    mutationFn: ({ kind, to }: { kind: SenderKind; to: string }) =>
      api.post<SenderTest>(`/api/settings/senders/${kind}/test`, to ? { to } : {}),
  });
}
