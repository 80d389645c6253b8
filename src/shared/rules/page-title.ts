// Page titles: default '{brand} | Enrich Your Event', others '{page} | {brand}'.
export function defaultPageTitle(brand: string): string {
  return `${brand} | Enrich Your Event`;
}

export function pageTitle(page: string | null | undefined, brand: string): string {
  const trimmed = page?.trim();
  return trimmed ? `${trimmed} | ${brand}` : defaultPageTitle(brand);
}

export function pageDescription(brand: string): string {
  return `Enrich your event with ${brand}.`;
}
