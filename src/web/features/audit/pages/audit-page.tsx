/**
 * /audit, the owner's audit log (DESIGN §4): every back-office change with who, what and
 * when, newest first, 50 to a page. The page number lives in the address.
 */

import { Link, useSearchParams } from 'react-router';
import { auditActionLabel, siteAuditAction } from '#shared/audit-actions.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { ColumnHeads } from '../../../components/ui/column-heads.tsx';
import { FormAlert } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { paths } from '../../../config/paths.ts';
import { withQuery } from '../../../lib/api-client.ts';
import { sectionFieldLabels } from '../../../site-data/section-fields.ts';
import { useAuditPage } from '../api/audit-api.ts';
import { actorIdShown, describeTarget, detailParts } from '../lib/describe-audit.ts';
import styles from './audit-page.module.css';

/** The field names of the studio-content section an entry published, when it is one. */
function fieldLabelsOf(action: string): Record<string, string> | undefined {
  const site = siteAuditAction(action);
  if (!site) return undefined;
  return sectionFieldLabels[site.key] ?? {};
}

export function AuditPage() {
  const [search] = useSearchParams();
  const requested = Number(search.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const audit = useAuditPage(page);
  const data = audit.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const hrefFor = (number: number) => withQuery(paths.audit, { page: number === 1 ? undefined : number });

  return (
    <Page
      title="변경 기록"
      wide
      lead={data ? `전체 ${data.total.toLocaleString('ko-KR')}건 · 최신순` : undefined}
    >
      {audit.isPending ? <PageLoading /> : null}
      {audit.isError ? <FormAlert>{audit.error.message}</FormAlert> : null}
      {data && data.items.length === 0 ? <p className={styles.empty}>아직 기록된 변경이 없습니다.</p> : null}
      {data && data.items.length > 0 ? (
        <table className={styles.table}>
          <caption className="visually-hidden">변경 기록 {page}쪽</caption>
          <thead className="head-hidden-below-768">
            <ColumnHeads names={['시각', '누가', '무엇을', '대상', '내용']} />
          </thead>
          <tbody>
            {data.items.map((item) => {
              const target = describeTarget(item);
              const parts = detailParts(item.detail, {
                action: item.action,
                fieldLabels: fieldLabelsOf(item.action),
                target,
              });
              return (
                <tr key={item.id}>
                  <td className={styles.when}>{formatSeoulDateTime(item.at)}</td>
                  <td>
                    {item.actorName}
                    {actorIdShown(item.actorId) ? (
                      <span className={styles.muted}> ({item.actorId})</span>
                    ) : null}
                  </td>
                  <td className={styles.action}>{auditActionLabel(item.action)}</td>
                  <td>{target}</td>
                  <td className={styles.detail}>
                    {siteAuditAction(item.action)
                      ? parts.map((part, index) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one entry never move.
                          <span key={index} className={styles.line}>
                            {part}
                          </span>
                        ))
                      : parts.join(' · ')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {pageCount > 1 ? (
        <nav className={styles.pager} aria-label="페이지">
          {page > 1 ? (
            <Link className="button button-secondary" to={hrefFor(page - 1)}>
              이전
            </Link>
          ) : null}
          <span aria-current="page">
            {page} / {pageCount}쪽
          </span>
          {page < pageCount ? (
            <Link className="button button-secondary" to={hrefFor(page + 1)}>
              다음
            </Link>
          ) : null}
        </nav>
      ) : null}
    </Page>
  );
}
