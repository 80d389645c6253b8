import { getBrand } from '#client/lib/brand.ts';
import { LegalPage } from './legal-page.tsx';

export function TermsPage() {
  const brand = getBrand();
  return (
    <LegalPage title="Terms & Conditions" updated="November 2026">
      <p>
        These terms apply when you use {brand}, an event app run by the organization that operates this installation (the
        &ldquo;operator&rdquo;). By creating an account you agree to them.
      </p>
      <h2>Your account</h2>
      <ul>
        <li>Give your real name and an email address you can receive mail at; keep your password to yourself.</li>
        <li>You are responsible for what happens under your account. Sign out on shared devices.</li>
        <li>You may close your account at any time by contacting the operator.</li>
      </ul>
      <h2>Events</h2>
      <p>
        Each event is run by its organizer, who decides who may join, which features are on and what is published. Your
        ticket, admission and the event itself are between you and the organizer.
      </p>
      <h2>Fair use</h2>
      <ul>
        <li>Be respectful to other attendees. No harassment, spam or unsolicited selling through the app.</li>
        <li>Only share photos and posts you have the right to share.</li>
        <li>Do not try to break, overload or get around the security of the service, or to forge check-in codes.</li>
      </ul>
      <p>The operator may remove content or suspend accounts that break these rules.</p>
      <h2>Offline use</h2>
      <p>
        {brand} keeps a copy of event data on your device so it works without a connection. That copy can be out of date
        until you are back online; the organizer&apos;s latest information always wins.
      </p>
      <h2>The software</h2>
      <p>
        {brand} is open-source software provided &ldquo;as is&rdquo;, without warranty. To the extent the law allows, the
        operator is not liable for indirect losses arising from its use.
      </p>
    </LegalPage>
  );
}
