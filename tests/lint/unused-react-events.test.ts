// @vitest-environment node
// ESLint runs in Node; jsdom's globals would only get in its way.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { unusedReactEvents } from '#client/lib/skip-unused-react-listeners.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The rules a component with `prop` on a div breaks, linted as a client file (nothing is written). */
async function ruleIdsForProp(prop: string): Promise<Array<string | null>> {
  const code = `export function Probe() {\n  return <div ${prop}={() => undefined} />;\n}\n`;
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, 'src/client/components/probe.tsx') });
  return result!.messages.map((message) => message.ruleId);
}

// React's prop for each DOM event type the roots skip.
const reactProps: Record<string, string> = { wheel: 'onWheel', touchstart: 'onTouchStart', touchmove: 'onTouchMove', touchend: 'onTouchEnd', touchcancel: 'onTouchCancel' };
const reactProp = (type: string) => reactProps[type] ?? `(no React prop known for ${type})`;

describe('lint refuses handlers for the events the app roots do not listen for', { timeout: 120_000 }, () => {
  it('knows the React prop of every event the roots skip', () => {
    expect([...unusedReactEvents].sort()).toEqual(Object.keys(reactProps).sort());
  });

  for (const type of unusedReactEvents) {
    it(`refuses ${reactProp(type)} and its capture form`, async () => {
      expect(await ruleIdsForProp(reactProp(type))).toContain('no-restricted-syntax');
      expect(await ruleIdsForProp(`${reactProp(type)}Capture`)).toContain('no-restricted-syntax');
    });
  }

  it('lets the handlers the roots still listen for through', async () => {
    for (const prop of ['onClick', 'onPointerDown', 'onPointerMove', 'onKeyDown', 'onScroll']) expect(await ruleIdsForProp(prop)).toEqual([]);
  });
});
