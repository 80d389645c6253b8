import { BellIcon, CalendarIcon, QrIcon, SparklesIcon, UsersIcon, WifiOffIcon } from '#client/components/ui/icons.tsx';
import { LandingSection } from './landing-section.tsx';
import type { Feature } from './feature-card.tsx';

const features: Feature[] = [
  {
    Icon: CalendarIcon,
    title: 'The whole programme in your pocket',
    body: 'Sessions, rooms and speakers on your phone, saved the moment you open the event. Check what is next from the basement hall with no signal.',
  },
  {
    Icon: UsersIcon,
    title: 'Meet the people worth meeting',
    body: 'See who is coming, find speakers, and get matched with attendees who share your interests, so the hallway conversations are the right ones.',
  },
  {
    Icon: QrIcon,
    title: 'Swap contacts with one scan',
    body: 'Your personal QR code is your badge and your business card. Scan someone to connect; it saves on your phone and syncs when you are back online.',
  },
  {
    Icon: BellIcon,
    title: 'Updates that reach you',
    body: 'Room changes, announcements and a quick nudge to rate the session you just left, delivered live to your phone.',
  },
  {
    Icon: SparklesIcon,
    title: 'Bingo, activities and the album',
    body: 'Icebreakers that get people talking: networking bingo, scavenger activities and a shared photo album of the event.',
  },
  {
    Icon: WifiOffIcon,
    title: 'Made for bad Wi-Fi',
    body: 'Install it like an app. Everything you have opened keeps working offline, and whatever you do there is sent the moment the connection returns.',
  },
];

export function ForAttendees() {
  return (
    <LandingSection
      id="for-attendees"
      eyebrow="For attendees"
      title="Spend the event with people, not with a loading spinner."
      intro="Everything you need on the day, on the phone you already carry: no paper badge hunt, no refreshing a schedule that will not load."
      features={features}
    />
  );
}
