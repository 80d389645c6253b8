// A bench's server in a child process of its own, driven by messages: the bench calls an op by
// name, the child runs it and answers. The server's figures (CPU, memory) are then its own, not
// the load generator's. Used by the live benches (live-server.ts) and the bursty writes.
import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ChildRequest {
  id: number;
  op: string;
  args: Record<string, unknown>;
}
type ChildReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

export interface BenchChild {
  readonly pid: number;
  /** Runs `op` in the child; rejects with the child's error, or when it exits first. */
  call<T>(op: string, args?: Record<string, unknown>): Promise<T>;
  /** The child's resident memory now (MB), read from /proc (null elsewhere). */
  rssMb(): Promise<number | null>;
  /** CPU seconds the child has used so far (user + system), read from /proc (null elsewhere). */
  cpuSeconds(): Promise<number | null>;
  /** Asks the child to stop (its 'stop' op), then disconnects; killed if not gone in 10 s. */
  stop(): Promise<void>;
}

/**
 * Forks `script` through tsx. `profileVariable` names the environment variable that, set to a
 * folder, makes the child write a V8 CPU profile there when it exits.
 */
export function forkBenchChild(script: string, { env = process.env, profileVariable }: { env?: NodeJS.ProcessEnv; profileVariable: string }): BenchChild {
  const profileDir = process.env[profileVariable];
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = fork(script, [], { execArgv: [...profiling, '--import', 'tsx'], env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // A bench stopped half-way (Ctrl-C, an error) must not leave its server running.
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  child.on('message', (reply: ChildReply) => {
    const waiter = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (!waiter) return;
    if (reply.ok) waiter.resolve(reply.result);
    else waiter.reject(new Error(`Bench server process: ${reply.error}`));
  });
  child.once('exit', (code, signal) => {
    for (const waiter of waiting.values()) waiter.reject(new Error(`The bench server process exited (code ${code}, signal ${signal})`));
    waiting.clear();
  });
  const call = <T>(op: string, args: Record<string, unknown> = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ id, op, args });
    });
  return {
    pid: child.pid!,
    call,
    async rssMb() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8').catch(() => null);
      const kb = status?.match(/^VmRSS:\s+(\d+) kB/m)?.[1];
      return kb ? Number(kb) / 1024 : null;
    },
    async cpuSeconds() {
      const stat = await readFile(`/proc/${child.pid}/stat`, 'utf8').catch(() => null);
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in clock ticks (100 a second on Linux).
      const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
      return fields ? (Number(fields[11]) + Number(fields[12])) / 100 : null;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        await call('stop').catch(() => {});
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.disconnect();
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      }
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      process.off('exit', kill);
    },
  };
}

/** In the child: answers the bench's calls with `ops`, and exits when the bench is gone. */
export function serveBenchOps(ops: Record<string, (args: Record<string, unknown>) => Promise<unknown>>): void {
  process.on('message', (message: ChildRequest) => {
    const reply = (answer: ChildReply) => process.send?.(answer);
    const op = ops[message.op];
    if (!op) {
      reply({ id: message.id, ok: false, error: `Unknown op ${message.op}` });
      return;
    }
    op(message.args).then(
      (result) => reply({ id: message.id, ok: true, result }),
      (error: unknown) => reply({ id: message.id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  });
  // The bench gone (finished or killed): nothing left to serve.
  process.on('disconnect', () => process.exit(0));
}
