/**
 * `/messages` (staff): 발송함. The messages to families, newest first, filtered by state and
 * kind; this month's count and estimated cost by channel; a notice when no sender is set up or
 * the outbox has stalled. The owner also sets each event's text and whether it is sent.
 */
import { useState } from 'react';
import { MESSAGE_EVENTS, messageEvents } from '#shared/message-events.ts';
import { OUTBOX_STATUSES } from '#shared/schemas/messages.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import head from '../../../components/ui/section-head.module.css';
import { useSession } from '../../../lib/session.ts';
import { useMessageSettings, useMessages } from '../api/messages-api.ts';
import { EventSettingForm } from '../components/event-setting-form.tsx';
import { MessageItem } from '../components/message-item.tsx';
import { ReminderHourForm } from '../components/reminder-hour-form.tsx';
import { channelLabels, statusLabels } from '../lib/message-view.ts';
import styles from './messages-page.module.css';

export function MessagesPage() {
  const session = useSession();
  const isOwner = session.data?.role === 'owner';
  const [status, setStatus] = useState('');
  const [event, setEvent] = useState('');
  const [page, setPage] = useState(1);
  const messages = useMessages({ status: status || undefined, event: event || undefined, page });
  const settings = useMessageSettings(isOwner);
  const data = messages.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filters = [
    {
      label: '상태',
      value: status,
      set: setStatus,
      options: OUTBOX_STATUSES.map((value) => [value, statusLabels[value]] as const),
    },
    {
      label: '종류',
      value: event,
      set: setEvent,
      options: MESSAGE_EVENTS.map((value) => [value, messageEvents[value].label] as const),
    },
  ];

  return (
    <Page
      title="발송함"
      lead="학생과 보호자에게 보내는 알림입니다. 수신에 동의한 연락처에만 보냅니다."
      wide
      backOffice
    >
      <div className={styles.layout}>
        {data && !data.senderConfigured ? (
          <p className={styles.notice}>
            보낼 수단(알림톡·문자·이메일)이 아직 설정되지 않아 알림이 ‘건너뜀’으로 남습니다. ‘카카오톡으로
            보내기’로 문구를 복사해 직접 보낼 수 있습니다.
          </p>
        ) : null}
        {data?.stalled ? (
          <p role="alert" className={styles.warning}>
            보낼 때가 1시간 넘게 지난 알림이 있는데 그동안 보낸 알림이 없습니다. 서버의 발송 설정을 확인해
            주세요.
          </p>
        ) : null}
        <section aria-labelledby="month-heading">
          <h2 id="month-heading" className={head.title}>
            이번 달 보낸 알림
          </h2>
          {data && data.month.length > 0 ? (
            <ul className={styles.month}>
              {data.month.map((row) => (
                <li key={row.channel}>
                  {channelLabels[row.channel]} {row.count.toLocaleString('ko-KR')}건 · 약{' '}
                  {row.cost.toLocaleString('ko-KR')}원
                </li>
              ))}
            </ul>
          ) : (
            <p className={head.lead}>이번 달에 보낸 알림이 없습니다.</p>
          )}
        </section>
        <section aria-labelledby="list-heading">
          <h2 id="list-heading" className={head.title}>
            알림 목록
          </h2>
          <div className={styles.filters}>
            {filters.map((filter) => (
              <label key={filter.label}>
                {filter.label}{' '}
                <select
                  value={filter.value}
                  onChange={(change) => {
                    filter.set(change.target.value);
                    setPage(1);
                  }}
                >
                  <option value="">전체</option>
                  {filter.options.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          {messages.isPending ? (
            <PageLoading label="알림을 불러오는 중..." />
          ) : messages.isError ? (
            <LoadFailed
              className={styles.warning}
              message={messages.error.message}
              retry={() => void messages.refetch()}
            />
          ) : data && data.items.length > 0 ? (
            <>
              <ul className={styles.list}>
                {data.items.map((item) => (
                  <MessageItem key={item.id} item={item} />
                ))}
              </ul>
              {pages > 1 ? (
                <nav className={styles.pager} aria-label="쪽">
                  <PagerButton label="이전" to={page - 1} disabled={page <= 1} onPage={setPage} />
                  <span>
                    {page} / {pages}
                  </span>
                  <PagerButton label="다음" to={page + 1} disabled={page >= pages} onPage={setPage} />
                </nav>
              ) : null}
            </>
          ) : (
            <p className={head.lead}>알림이 없습니다.</p>
          )}
        </section>
        {isOwner ? (
          <section aria-labelledby="settings-heading">
            <h2 id="settings-heading" className={head.title}>
              알림 설정
            </h2>
            <p className={head.lead}>
              알림마다 보낼지와 문구를 정합니다. 밤 9시부터 아침 8시 사이의 예약 알림은 아침 8시에 보냅니다.
            </p>
            {settings.data ? (
              <div className={styles.list}>
                <ReminderHourForm hour={settings.data.reminderHour} />
                {settings.data.events.map((setting) => (
                  <EventSettingForm key={setting.event} setting={setting} />
                ))}
              </div>
            ) : settings.isError ? (
              <p role="alert">{settings.error.message}</p>
            ) : (
              <PageLoading label="설정을 불러오는 중..." />
            )}
          </section>
        ) : null}
      </div>
    </Page>
  );
}

function PagerButton(props: { label: string; to: number; disabled: boolean; onPage(page: number): void }) {
  return (
    <button
      type="button"
      className="button button-secondary"
      disabled={props.disabled}
      onClick={() => props.onPage(props.to)}
    >
      {props.label}
    </button>
  );
}
