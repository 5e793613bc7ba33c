// The machine's load beside every benchmark's figures. Two cores shared with other work slow a
// bare route more than ours (its time is mostly the CPU it gets), so a ratio measured on a busy
// machine flatters us: figures taken above a 1-minute load average of 1 per core are printed
// with a warning and never offered for the README.
//
// The load average counts every runnable task, the benchmark's own among them (decision 060).
// Beside it each benchmark prints the other work: each second it counts the tasks that are
// runnable (R) or in uninterruptible sleep (D) — what the load average counts — and are not its
// own (neither this process nor anything it started, nor PostgreSQL, which serves it), and
// averages them. A warning then says whether the machine was busy with others or with the
// benchmark itself.
import fs from 'node:fs';
import os from 'node:os';

const cores = os.cpus().length;
const QUIET_PER_CORE = 1;

const format = (values) => values.map((value) => value.toFixed(2)).join(' ');

/** pid → { ppid, comm } of every process now, and its tasks' states. */
function processTable() {
  const table = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command is in parentheses and may hold spaces or parentheses itself.
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const [, ppid] = stat.slice(close + 2).split(' ');
      const states = [];
      for (const task of fs.readdirSync(`/proc/${entry}/task`)) {
        const taskStat = fs.readFileSync(`/proc/${entry}/task/${task}/stat`, 'utf8');
        states.push(taskStat[taskStat.lastIndexOf(')') + 2]);
      }
      table.set(Number(entry), { ppid: Number(ppid), comm, states });
    } catch {
      // gone while being read
    }
  }
  return table;
}

function isOurs(table, pid) {
  for (let current = pid, hops = 0; current > 1 && hops < 64; hops++) {
    if (current === process.pid) return true;
    const entry = table.get(current);
    if (!entry) return false;
    if (entry.comm === 'postgres') return true;
    current = entry.ppid;
  }
  return false;
}

/** Tasks runnable or in uninterruptible sleep that are not the benchmark's own. */
function othersRunnable(table = processTable()) {
  let count = 0;
  for (const [pid, entry] of table) {
    if (isOurs(table, pid)) continue;
    count += entry.states.filter((state) => state === 'R' || state === 'D').length;
  }
  return count;
}

const canCount = fs.existsSync('/proc/self/task');

/** Samples the load every second until `stop`, which answers the run's load. */
export function watchLoad() {
  const started = os.loadavg();
  let highest = started[0];
  let samples = 0;
  let others = 0;
  const sample = () => {
    highest = Math.max(highest, os.loadavg()[0]);
    if (!canCount) return;
    others += othersRunnable();
    samples += 1;
  };
  sample();
  const timer = setInterval(sample, 1000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      const ended = os.loadavg();
      highest = Math.max(highest, ended[0]);
      // Without /proc (not Linux) the whole load average stands for the other work.
      const othersAverage = samples > 0 ? others / samples : highest;
      return {
        started,
        ended,
        highest,
        cores,
        perCore: highest / cores,
        others: othersAverage,
        othersPerCore: othersAverage / cores,
        quiet: highest <= QUIET_PER_CORE * cores,
      };
    },
  };
}

/** The load line printed beside the figures. */
export function loadLine(load) {
  return `load average ${format(load.started)} at the start, ${format(load.ended)} at the end, highest 1-minute ${load.highest.toFixed(2)} on ${load.cores} cores (${load.perCore.toFixed(2)} per core); other work ${load.others.toFixed(2)} runnable tasks on average (${load.othersPerCore.toFixed(2)} per core)`;
}

/** The warning printed instead of offering figures for the README. */
export function busyMachineWarning(load, what) {
  return `warning: measured above a load of 1 per core (${load.perCore.toFixed(2)}; other work ${load.othersPerCore.toFixed(2)} per core): ${what}`;
}

/**
 * Prints the figures and the load they were taken at; offers them for the README only when the
 * load stayed at or below 1 per core, else prints a warning instead.
 */
export function reportFigures(load, lines) {
  console.log('');
  console.log(loadLine(load));
  if (load.quiet) {
    console.log(
      `README figures (measured at ${load.perCore.toFixed(2)} load per core, other work ${load.othersPerCore.toFixed(2)}):`,
    );
    for (const line of lines) console.log(`  ${line}`);
  } else {
    console.warn(busyMachineWarning(load, 'these figures are not for the README'));
  }
}

/**
 * For a benchmark whose figures are a table: the load line, and whether the figures above may
 * go in the README or only a warning.
 */
export function reportLoad(load) {
  console.log('');
  console.log(loadLine(load));
  if (load.quiet)
    console.log(
      `The figures above may go in the README (${load.perCore.toFixed(2)} load per core, other work ${load.othersPerCore.toFixed(2)}).`,
    );
  else console.warn(busyMachineWarning(load, 'the figures above are not for the README'));
}
