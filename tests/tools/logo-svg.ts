// Hallway's mark as SVG source: a doorway whose frame forms an "H", with a
// warm dot for the person you meet in the hallway. Drawn on a 512 grid.

export const brandPurple = '#4D3BB5';
export const brandPurpleDark = '#4435A1';
const accentOrange = '#FFB454';

/** The white "H" doorway and the accent dot, centred on (256, 256) at scale 1. */
function markShapes(): string {
  return [
    // Two pillars with rounded tops: the door frame.
    '<path d="M144 376V168a32 32 0 0 1 64 0v208z" fill="#fff"/>',
    '<path d="M304 376V168a32 32 0 0 1 64 0v208z" fill="#fff"/>',
    // The crossbar turns the frame into an "H"; it sits low like a threshold rail.
    '<rect x="200" y="252" width="112" height="52" fill="#fff"/>',
    // Someone standing in the doorway.
    `<circle cx="256" cy="196" r="30" fill="${accentOrange}"/>`,
  ].join('');
}

/** A mark scaled about the centre, e.g. 0.62 to sit inside a maskable safe zone. */
function scaledMark(scale: number): string {
  const offset = 256 * (1 - scale);
  return `<g transform="translate(${offset} ${offset}) scale(${scale})">${markShapes()}</g>`;
}

const gradient = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${brandPurple}"/><stop offset="1" stop-color="${brandPurpleDark}"/></linearGradient></defs>`;

/** Rounded-square icon (purpose "any", favicon, touch icon). */
export function iconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${gradient}
<rect width="512" height="512" rx="112" fill="url(#bg)"/>${scaledMark(1)}</svg>`;
}

/** Full-bleed square; the mark stays inside the central 80% circle the OS may crop to. */
export function maskableSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${gradient}
<rect width="512" height="512" fill="url(#bg)"/>${scaledMark(0.72)}</svg>`;
}

/**
 * The 1200×600 social image that link previews show. It carries no product name, because
 * the brand is configurable (BRAND_NAME) and an image cannot follow it.
 */
export function shareSvg(): string {
  const dots = [
    [760, 170], [900, 120], [1040, 200], [840, 300], [990, 360], [1100, 460], [780, 450], [920, 500],
  ];
  const links = [[0, 1], [1, 2], [0, 3], [3, 4], [2, 4], [4, 5], [3, 6], [6, 7], [4, 7]];
  const lines = links
    .map(([a, b]) => {
      const [x1, y1] = dots[a ?? 0] ?? [0, 0];
      const [x2, y2] = dots[b ?? 0] ?? [0, 0];
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#fff" stroke-opacity="0.28" stroke-width="4"/>`;
    })
    .join('');
  const circles = dots
    .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i === 3 ? 20 : 12}" fill="${i === 3 ? accentOrange : '#fff'}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${brandPurple}"/><stop offset="1" stop-color="#2E2378"/></linearGradient></defs>
<rect width="1200" height="600" fill="url(#bg)"/>${lines}${circles}
<g transform="translate(96 96) scale(0.44)">${iconSvgInner()}</g>
<text x="96" y="420" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="64" fill="#fff">Enrich your event.</text>
<text x="96" y="478" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#fff" fill-opacity="0.85">Schedules, people and check-in, even offline.</text>
</svg>`;
}

/** The icon's content without its <svg> wrapper, for embedding. */
function iconSvgInner(): string {
  return `<rect width="512" height="512" rx="112" fill="${brandPurpleDark}" stroke="#fff" stroke-opacity="0.25" stroke-width="6"/>${scaledMark(1)}`;
}
