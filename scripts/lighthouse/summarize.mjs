// From several Lighthouse results of one page to the figures we report: the median of each
// category score and metric, the bytes of the median run by resource type, and the audits that
// fail in that run. Markdown tables for the README.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};
const RESOURCE_TYPES = ['document', 'script', 'stylesheet', 'font', 'image', 'total'];
/** Audits that only inform, or that the metrics columns already show. */
const SKIPPED_MODES = new Set(['notApplicable', 'informative', 'manual', 'error']);
const SKIPPED_GROUPS = new Set(['metrics', 'hidden']);

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** As Lighthouse's own median-run helper picks it: nearest the median FCP and time to interactive. */
function medianRun(lhrs) {
  const fcp = median(lhrs.map((lhr) => numeric(lhr, METRICS.fcp)));
  const tti = median(lhrs.map((lhr) => numeric(lhr, 'interactive')));
  const distance = (lhr) => {
    const squared = (numeric(lhr, METRICS.fcp) - fcp) ** 2 + (numeric(lhr, 'interactive') - tti) ** 2;
    return Number.isNaN(squared) ? Number.POSITIVE_INFINITY : squared;
  };
  return lhrs.reduce((best, lhr) => (distance(lhr) < distance(best) ? lhr : best));
}

function transferredBytes(lhr) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return Object.fromEntries(
    RESOURCE_TYPES.map((type) => [type, items.find((item) => item.resourceType === type)?.transferSize ?? 0]),
  );
}

/** Ascending, key by key. */
function compareRanks(a, b) {
  const index = a.findIndex((value, i) => value !== b[i]);
  return index === -1 ? 0 : a[index] - b[index];
}

/** Weighted audits first (what the score loses), then by the time, then the bytes they would save. */
export function failingAudits(lhr, limit = 8) {
  const found = new Map();
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    for (const ref of auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || SKIPPED_GROUPS.has(ref.group) || SKIPPED_MODES.has(audit.scoreDisplayMode)) continue;
      if (audit.score === null || audit.score >= 0.9 || found.has(ref.id)) continue;
      const rank = [
        ref.weight * (1 - audit.score),
        audit.details?.overallSavingsMs ?? 0,
        audit.details?.overallSavingsBytes ?? 0,
      ];
      const displayValue = audit.displayValue ?? '';
      found.set(ref.id, { id: ref.id, title: audit.title, category, score: audit.score, displayValue, rank });
    }
  }
  return [...found.values()]
    .sort((a, b) => compareRanks(b.rank, a.rank))
    .slice(0, limit)
    .map(({ rank: _, ...audit }) => audit);
}

const score = (lhr, id) => (lhr.categories[id]?.score ?? Number.NaN) * 100;

function figures(lhr) {
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(lhr, id)])),
    metrics: Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, numeric(lhr, id)])),
  };
}

export function summarizePage(path, lhrs) {
  const runs = lhrs.map(figures);
  const medianOf = (part) =>
    Object.fromEntries(
      Object.keys(runs[0][part]).map((key) => [key, median(runs.map((run) => run[part][key]))]),
    );
  const middle = medianRun(lhrs);
  return {
    path,
    scores: medianOf('scores'),
    metrics: medianOf('metrics'),
    runs,
    medianRunBytes: transferredBytes(middle),
    failingAudits: failingAudits(middle),
    warnings: [...new Set(lhrs.flatMap((lhr) => lhr.runWarnings ?? []))],
  };
}

const integer = (value) => (value === null ? '–' : Math.round(value).toLocaleString('en-US'));
const kb = (bytes) => (bytes / 1024).toFixed(1);

export function scoresTable(pages) {
  const rows = pages.map(({ path, scores: s, metrics: m }) => {
    const cls = m.cls === null ? '–' : m.cls.toFixed(3);
    const cells = [s.performance, s.accessibility, s['best-practices'], s.seo].map(integer);
    return `| \`${path}\` | ${cells.join(' | ')} | ${integer(m.fcp)} | ${integer(m.lcp)} | ${integer(m.tbt)} | ${cls} |`;
  });
  return [
    '| page | performance | accessibility | best practices | SEO | FCP (ms) | LCP (ms) | TBT (ms) | CLS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

export function bytesTable(pages) {
  const rows = pages.map(({ path, medianRunBytes: b }) => {
    const cells = [b.document, b.script, b.stylesheet, b.font, b.image, b.total].map(kb);
    return `| \`${path}\` | ${cells.join(' | ')} |`;
  });
  return [
    '| page (KB transferred, median run) | document | script | stylesheet | font | image | total |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}
