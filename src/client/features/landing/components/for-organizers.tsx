import { BellIcon, CheckCircleIcon, DownloadIcon, MegaphoneIcon, ScanIcon, UsersIcon } from '#client/components/ui/icons.tsx';
import { LandingSection } from './landing-section.tsx';
import type { Feature } from './feature-card.tsx';

const features: Feature[] = [
  {
    Icon: ScanIcon,
    title: 'Check-in that works with no Wi-Fi',
    body: 'Door staff scan signed QR codes and get valid, already checked in, not registered or forged in under a second, with no network at all. Scans queue on the device and sync later; two doors admitting the same person never lose a record.',
  },
  {
    Icon: CheckCircleIcon,
    title: 'Switch on only what you need',
    body: 'Schedule, attendee list, activities, bingo, updates, album, exhibitors, feedback and sponsors: turn each on or off per event. Attendees only ever see what you enabled.',
  },
  {
    Icon: MegaphoneIcon,
    title: 'Reach the room instantly',
    body: 'Post updates and room changes that arrive live as in-app notifications, and collect session feedback right after each talk while it is fresh.',
  },
  {
    Icon: UsersIcon,
    title: 'Networking people remember',
    body: 'Matches, contact swaps and icebreaker games give attendees a reason to talk, and give you proof the event connected people.',
  },
  {
    Icon: BellIcon,
    title: 'Give sponsors and exhibitors the spotlight',
    body: 'Dedicated sponsor and exhibitor pages, visible in every attendee\u2019s event menu.',
  },
  {
    Icon: DownloadIcon,
    title: 'Open source, your brand',
    body: 'Run it on your own server with one command, on PostgreSQL when you grow. Your name, your data, no per-attendee fees.',
  },
];

export function ForOrganizers() {
  return (
    <LandingSection
      id="for-organizers"
      eyebrow="For organizers"
      title="Run the door and the programme, even when the network gives up."
      intro="Venue Wi-Fi fails at the worst moment: 400 people arriving at once. Everything critical here runs on the device first and syncs when it can."
      features={features}
      tinted
    />
  );
}
