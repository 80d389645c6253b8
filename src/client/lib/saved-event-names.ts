import type { QueryClient } from '@tanstack/react-query';

// Event names as the saved query cache has them (an event's page, the events list), so screens
// about what is on the device can name events offline. Packs themselves carry no name.

interface Named {
  id: string;
  name: string;
}

const isNamed = (value: unknown): value is Named =>
  typeof value === 'object' && value !== null && typeof (value as Named).id === 'string' && typeof (value as Named).name === 'string';

/** eventId → name, from every cached answer of the `event` router that holds events. */
export function savedEventNames(queryClient: QueryClient): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, data] of queryClient.getQueriesData({ queryKey: [['event']] })) {
    const items: unknown[] = isNamed(data) ? [data] : Array.isArray((data as { items?: unknown } | undefined)?.items) ? (data as { items: unknown[] }).items : [];
    for (const item of items) if (isNamed(item)) names.set(item.id, item.name);
  }
  return names;
}
