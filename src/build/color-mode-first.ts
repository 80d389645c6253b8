import type { Plugin } from 'vite';
import { colorModeScript } from '#shared/rules/color-mode-script.ts';

/**
 * Puts the colour-mode script (#shared/rules/color-mode-script.ts) in <head>, inline: a
 * classic script there runs before the first paint in every engine, and costs no request.
 */
export function colorModeFirst(): Plugin {
  return {
    name: 'hallway-color-mode-first',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: colorModeScript, injectTo: 'head' }],
    },
  };
}
