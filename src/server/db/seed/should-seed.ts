import type { Env } from '../../env.ts';

/** DEMO=1 forces the demo, DEMO=0 forbids it; otherwise everywhere except production. */
export function shouldSeedDemo(env: Pick<Env, 'DEMO' | 'NODE_ENV'>): boolean {
  if (env.DEMO !== undefined) return env.DEMO;
  return env.NODE_ENV !== 'production';
}
