// Building blocks for session titles, tracks, rooms and partners of a made-up tech conference.
export const tracks = ['Engineering', 'Design', 'Product', 'Data & AI', 'Leadership', 'Community'] as const;

export const namedRooms = [
  'Main Hall', 'Room A', 'Room B', 'Room C', 'Workshop Studio', 'Garden Room', 'Harbour Room', 'Room 101', 'Room 102',
  'Room 103', 'Room 201', 'Room 202', 'Room 203', 'Loft', 'Library',
] as const;

export const topics = [
  'offline-first apps', 'design systems', 'edge databases', 'accessibility', 'observability', 'type-safe APIs',
  'product discovery', 'LLM evaluation', 'data contracts', 'on-call culture', 'feature flags', 'privacy by design',
  'service workers', 'event sourcing', 'team topologies', 'open source maintenance', 'growth experiments',
  'hiring loops', 'mobile performance', 'zero-downtime migrations', 'user research at scale', 'carbon-aware computing',
] as const;

export const titleShapes = [
  (topic: string) => `Lessons from a year of ${topic}`,
  (topic: string) => `${capitalize(topic)} without the hype`,
  (topic: string) => `What we got wrong about ${topic}`,
  (topic: string) => `A field guide to ${topic}`,
  (topic: string) => `${capitalize(topic)} in practice`,
  (topic: string) => `Workshop: hands-on ${topic}`,
  (topic: string) => `Panel: the future of ${topic}`,
  (topic: string) => `Scaling ${topic} from ten to ten thousand`,
] as const;

export const descriptionShapes = [
  (topic: string) => `A practical talk on ${topic}: what worked, what did not, and what we would do again.`,
  (topic: string) => `Bring questions. We compare three teams’ approaches to ${topic} and the trade-offs each made.`,
  (topic: string) => `Case studies, numbers and a few scars from putting ${topic} into production.`,
] as const;

export const sponsorTiers = ['platinum', 'gold', 'silver', 'bronze'] as const;

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
