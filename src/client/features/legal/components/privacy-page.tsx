import { getBrand } from '#client/lib/brand.ts';
import { LegalPage } from './legal-page.tsx';

export function PrivacyPage() {
  const brand = getBrand();
  return (
    <LegalPage title="Privacy" updated="November 2026">
      <p>
        {brand} collects only what it needs to run your events, and never sells it. This page says what is kept, where,
        and for how long.
      </p>
      <h2>What we keep on the server</h2>
      <ul>
        <li>Your account: name, email, a profile picture and links if you add them, and your password (hashed, never readable).</li>
        <li>Your events: which events you joined, your check-ins, connections and what you post or upload.</li>
        <li>Security records: a hashed sign-in token and request logs with a request id, kept for troubleshooting.</li>
      </ul>
      <h2>What stays on your device</h2>
      <ul>
        <li>A session cookie that JavaScript cannot read (HttpOnly), valid for 90 days or until you sign out.</li>
        <li>A copy of the pages you opened (events, schedule, people) in your browser&apos;s storage, so the app works offline. Signing out deletes it.</li>
        <li>Your colour-mode choice.</li>
      </ul>
      <h2>Who sees what</h2>
      <p>
        Organizers of an event you join see your name and your activity in that event. Other attendees see what the event
        shows in its attendee list. Uploaded photos are stripped of location data.
      </p>
      <h2>Your choices</h2>
      <p>
        You can ask the operator of this installation for a copy of your data, to correct it or to delete your account.
        Email for password resets is the only email sent without your asking.
      </p>
    </LegalPage>
  );
}
