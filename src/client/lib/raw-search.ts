import { useRouterState } from '@tanstack/react-router';

/**
 * One search parameter exactly as written in the address. The router reads values as JSON
 * ("?code=2E345678" would become the number Infinity), which is wrong for secrets and codes
 * that we compare character for character; this reads the raw text instead. A value the
 * router itself wrote as a JSON string ("%22…%22") is unwrapped.
 */
export function readRawSearchParam(searchStr: string, name: string): string | undefined {
  const value = new URLSearchParams(searchStr).get(name);
  if (value === null) return undefined;
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'string') return parsed;
    } catch {
      // not JSON after all: keep it as written
    }
  }
  return value;
}

export function useRawSearchParam(name: string): string | undefined {
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  return readRawSearchParam(searchStr, name);
}
