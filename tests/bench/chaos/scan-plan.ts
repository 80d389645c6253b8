// Who each device scans, decided up front from a fixed seed so runs compare. Two doors share
// the middle of the roster (the server sees the same person admitted at both: one check-in
// stands, the other is a duplicate record) and each door also scans some people twice; the
// attendee scans people they already met again (a duplicate connection).

/** mulberry32: a small seeded generator, enough to shuffle. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function pick<T>(items: T[], count: number, random: () => number): T[] {
  return Array.from({ length: count }, () => items[Math.floor(random() * items.length)] as T);
}

export interface ScanPlan<T> {
  doorA: T[];
  doorB: T[];
  connections: T[];
}

/**
 * `perDoor` check-ins at each of two doors and `connections` connection scans by `scanner`.
 * Each door covers 65% of the roster (overlapping in the middle 30%) and fills up with repeats.
 */
export function planScans<T>(roster: T[], scanner: T, sizes: { perDoor: number; connections: number }, seed = 11): ScanPlan<T> {
  const random = seededRandom(seed);
  const reach = Math.floor(roster.length * 0.65);
  const door = (block: T[]) => shuffle([...block.slice(0, sizes.perDoor), ...pick(roster, Math.max(0, sizes.perDoor - block.length), random)], random);
  const others = roster.filter((person) => person !== scanner);
  const met = shuffle(others, random).slice(0, Math.floor(sizes.connections * 0.85));
  return {
    doorA: door(roster.slice(0, reach)),
    doorB: door(roster.slice(roster.length - reach)),
    connections: shuffle([...met, ...pick(met, sizes.connections - met.length, random)], random),
  };
}
