// The machine's load beside every benchmark's figures. Two cores shared with other work slow a
// bare route more than ours (its time is mostly the CPU it gets), so a ratio measured on a busy
// machine flatters us: a figure taken above a load of 1 per core is printed with a warning and
// never offered for the README.
import os from 'node:os';

const cores = os.cpus().length;

const format = (values) => values.map((value) => value.toFixed(2)).join(' ');

/** Samples the 1-minute load every second until `stop`, which answers the run's load. */
export function watchLoad() {
  const started = os.loadavg();
  let highest = started[0];
  const timer = setInterval(() => {
    highest = Math.max(highest, os.loadavg()[0]);
  }, 1000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      const ended = os.loadavg();
      highest = Math.max(highest, ended[0]);
      return { started, ended, highest, cores, perCore: highest / cores, quiet: highest <= cores };
    },
  };
}

/** The load line printed beside the figures. */
export function loadLine(load) {
  return `load average ${format(load.started)} at the start, ${format(load.ended)} at the end, highest 1-minute ${load.highest.toFixed(2)} on ${load.cores} cores (${load.perCore.toFixed(2)} per core)`;
}

/**
 * Prints the figures and the load they were taken at; offers them for the README only when the
 * machine stayed at or below a load of 1 per core, else prints a warning instead.
 */
export function reportFigures(load, lines) {
  console.log('');
  console.log(loadLine(load));
  if (load.quiet) {
    console.log(`README figures (measured at ${load.perCore.toFixed(2)} load per core):`);
    for (const line of lines) console.log(`  ${line}`);
  } else {
    console.warn(
      `warning: measured above a load of 1 per core (${load.perCore.toFixed(2)}): the machine was busy, these figures are not for the README`,
    );
  }
}

/**
 * For a benchmark whose figures are a table: the load line, and whether the figures above may
 * go in the README (a load of at most 1 per core) or only a warning.
 */
export function reportLoad(load) {
  console.log('');
  console.log(loadLine(load));
  if (load.quiet)
    console.log(`The figures above may go in the README (${load.perCore.toFixed(2)} load per core).`);
  else
    console.warn(
      `warning: measured above a load of 1 per core (${load.perCore.toFixed(2)}): the machine was busy, the figures above are not for the README`,
    );
}
