// The busy machine of issue 33: another process keeps one of the cores busy for the whole of a
// measured window (a venue laptop that also runs the slideshow, a small VM with noisy neighbours).
// The bench starts it, stops it, and reports the CPU time it really took, so a figure taken
// "on a busy machine" shows that the machine was.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';

export interface BusyCoreReport {
  pid: number;
  wallSeconds: number;
  /** User + system CPU seconds the competing process used while it ran. */
  cpuSeconds: number;
}

/** CPU seconds (user + system) a Linux process has used, from /proc/<pid>/stat; null elsewhere. */
async function cpuSecondsOf(pid: number): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return null;
  // Fields after the command name (which may hold spaces) start after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** Starts a process that spins on one core until `stop` is called. */
export function startBusyCore(): { stop: () => Promise<BusyCoreReport> } {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  const pid = child.pid;
  if (pid === undefined) throw new Error('The competing process did not start');
  const started = performance.now();
  // A bench stopped half-way must not leave a core spinning.
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  return {
    async stop() {
      const cpuSeconds = (await cpuSecondsOf(pid)) ?? Number.NaN;
      const wallSeconds = (performance.now() - started) / 1000;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      kill();
      await exited;
      process.off('exit', kill);
      return { pid, wallSeconds, cpuSeconds };
    },
  };
}

export function busyCoreLine(report: BusyCoreReport): string {
  return `a competing process (pid ${report.pid}) kept one of the ${os.cpus().length} cores busy for the whole window: ${report.cpuSeconds.toFixed(1)} s of CPU in ${report.wallSeconds.toFixed(1)} s, started before the doors opened and stopped after the last pack`;
}
