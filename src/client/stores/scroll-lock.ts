// Several overlays may lock page scrolling at once (event menu, notifications panel);
// scrolling comes back only when the last of them lets go.
const holders = new Set<string>();
let savedOverflow = '';

export function lockScroll(holder: string, doc: Document = document): void {
  if (holders.size === 0) savedOverflow = doc.body.style.overflow;
  holders.add(holder);
  doc.body.style.overflow = 'hidden';
}

export function unlockScroll(holder: string, doc: Document = document): void {
  if (!holders.delete(holder) || holders.size > 0) return;
  doc.body.style.overflow = savedOverflow;
}
