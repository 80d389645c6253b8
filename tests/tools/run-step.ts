import { spawn } from 'node:child_process';

/** Runs one command with inherited output; resolves to whether it exited 0. */
export function runStep(name: string, command: string[], env: Record<string, string> = {}): Promise<boolean> {
  console.log(`\n▶ ${name}: ${command.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const [program, ...args] = command as [string, ...string[]];
    const child = spawn(program, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`✗ ${name}: ${error.message}`);
      resolve(false);
    });
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✓' : '✗'} ${name} (${seconds} s)`);
      resolve(code === 0);
    });
  });
}
