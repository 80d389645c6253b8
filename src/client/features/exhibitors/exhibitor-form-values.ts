import type { Exhibitor, ExhibitorDraft } from '#shared/contracts/exhibitors.ts';

// What the console's stand form edits: categories as one comma-separated line and links one a
// line ("Jobs https://…"), turned into the contract's draft when saved (the server checks again).

export interface ExhibitorFormValues {
  name: string;
  booth: string;
  description: string;
  logoSrc: string | null;
  categories: string;
  links: string;
}

export const emptyExhibitorForm: ExhibitorFormValues = { name: '', booth: '', description: '', logoSrc: null, categories: '', links: '' };

export function exhibitorFormValues(exhibitor: Exhibitor): ExhibitorFormValues {
  return {
    name: exhibitor.name,
    booth: exhibitor.booth,
    description: exhibitor.description,
    logoSrc: exhibitor.logo?.src ?? null,
    categories: exhibitor.categories.join(', '),
    links: exhibitor.links.map((link) => `${link.label} ${link.url}`).join('\n'),
  };
}

/** "Jobs https://x.test/jobs" → label and address; a line with only an address is labelled "Website". */
export function parseLinkLine(line: string): { label: string; url: string } {
  const trimmed = line.trim();
  const at = trimmed.search(/\S+$/);
  const url = trimmed.slice(at);
  const label = trimmed.slice(0, at).trim();
  return { label: label || 'Website', url };
}

export function toExhibitorDraft(values: ExhibitorFormValues): ExhibitorDraft {
  const categories = [...new Set(values.categories.split(',').map((part) => part.trim()).filter((part) => part !== ''))];
  const links = values.links.split('\n').filter((line) => line.trim() !== '').map(parseLinkLine);
  return { name: values.name, booth: values.booth, description: values.description, logoSrc: values.logoSrc, categories, links };
}
