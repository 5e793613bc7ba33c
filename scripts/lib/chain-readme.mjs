// Writes the chain benchmark's table into README.md, between its two markers; the caller has
// checked that the load stayed at or below 1 per core.
import fs from 'node:fs';

const START = '<!-- bench:chain:start -->';
const END = '<!-- bench:chain:end -->';

export function chainFiguresMarkdown({ chain, rows, results, live, machine, month }) {
  const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
  const lines = [
    `Measured at a load average of up to ${machine.highest.toFixed(2)} on the ${machine.cores} cores (${machine.perCore.toFixed(2)} per core, most of it the benchmark's own servers and PostgreSQL; other work ${machine.othersPerCore.toFixed(2)} runnable tasks per core); the month of ${month}, recorded up to the day before.`,
    '',
    `Seeded: ${rows.toLocaleString('en-US')} rows (${Object.entries(chain.counts)
      .map(([table, n]) => `${table} ${n.toLocaleString('en-US')}`)
      .join(', ')}) in ${seconds(chain.seedMs)}, then \`vacuum analyze\` ${seconds(chain.vacuumMs)}.`,
    '',
    '| request (through the proxy) | p50 | p99 | alone, right after a change: p50 / max | the answer holds |',
    '|---|---|---|---|---|',
    ...results.map(
      (row) =>
        `| ${row.request} | ${row.p50Ms} ms | ${row.p99Ms} ms | ${row.afterChangeP50Ms} / ${row.afterChangeMaxMs} ms | ${row.answer} |`,
    ),
    `| board's live update, booked on one instance, heard on the other (${live.rounds} bookings) | ${live.p50.toFixed(0)} ms | max ${live.max.toFixed(0)} ms | — | — |`,
  ];
  return lines.join('\n');
}

export function writeChainFigures(figures) {
  const readme = fs.readFileSync('README.md', 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end < start) throw new Error(`README.md has no ${START} … ${END} block`);
  const updated = `${readme.slice(0, start + START.length)}\n${chainFiguresMarkdown(figures)}\n${readme.slice(end)}`;
  fs.writeFileSync('README.md', updated);
}
