import type { Exhibitor } from '#shared/contracts/exhibitors.ts';

/** Every category of the event once, in alphabetical order (case-insensitive). */
export function categoriesOf(exhibitors: readonly Exhibitor[]): string[] {
  const byKey = new Map<string, string>();
  for (const exhibitor of exhibitors) for (const category of exhibitor.categories) if (!byKey.has(category.toLocaleLowerCase())) byKey.set(category.toLocaleLowerCase(), category);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

/** Search by name, booth, description or category; a category filter; only the stands to visit. */
export function filterExhibitors(exhibitors: readonly Exhibitor[], { q = '', category = '', toVisit = false }: { q?: string; category?: string; toVisit?: boolean }, bookmarks: ReadonlySet<string>): Exhibitor[] {
  const words = q.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const wanted = category.toLocaleLowerCase();
  return exhibitors.filter((exhibitor) => {
    if (toVisit && !bookmarks.has(exhibitor.id)) return false;
    if (wanted && !exhibitor.categories.some((item) => item.toLocaleLowerCase() === wanted)) return false;
    const text = [exhibitor.name, exhibitor.booth, exhibitor.description, ...exhibitor.categories].join(' ').toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}
