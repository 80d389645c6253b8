import { spawn } from 'node:child_process';

export interface StepOptions {
  env?: Record<string, string>;
  /** Hold the output and print it in one piece when the step ends: for steps that run side by side. */
  buffered?: boolean;
}

/** Runs one command; resolves to whether it exited 0. */
export function runStep(name: string, command: string[], { env = {}, buffered = false }: StepOptions = {}): Promise<boolean> {
  console.log(`\n▶ ${name}: ${command.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const [program, ...args] = command as [string, ...string[]];
    const child = spawn(program, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('error', (error) => {
      console.error(`✗ ${name}: ${error.message}`);
      resolve(false);
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (held.length > 0) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(held).toString()}`);
      console.log(`${code === 0 ? '✓' : '✗'} ${name} (${seconds} s)`);
      resolve(code === 0);
    });
  });
}
