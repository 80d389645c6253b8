import { usePageTitle } from '#client/lib/use-page-title.ts';
import { getBrand } from '#client/lib/brand.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { Hero } from './hero.tsx';
import { ForAttendees } from './for-attendees.tsx';
import { OfflineSteps } from './offline-steps.tsx';
import { ForOrganizers } from './for-organizers.tsx';

/**
 * The landing page: '{brand} | Enrich Your Event'. Its links are plain anchors, not the router's:
 * signed out, it runs without the router (landing-main.tsx), and every page they open arrives
 * as HTML of its own. The build renders it signed out; a signed-in visitor gets the app itself
 * (boot.ts drops the prerendered HTML for them), whose route passes `signedInAs`: then it shows
 * the way to their events instead of registering and signing in.
 */
export function LandingPage({ signedInAs = null }: { signedInAs?: string | null }) {
  const brand = getBrand();
  usePageTitle(null);
  return (
    <div>
      <Hero brand={brand} signedInAs={signedInAs} />
      <ForAttendees />
      <OfflineSteps />
      <ForOrganizers />
      <section className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">Ready for your next event?</h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-gray-600 dark:text-gray-300">
          Create your free account, join your event and you are set, Wi-Fi or not.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {signedInAs === null ? (
            <>
              <a href="/register" className={`${buttonStyles.primary} px-6 text-base`}>
                Register
              </a>
              <a href="/sign-in" className={`${buttonStyles.secondary} px-6 text-base`}>
                Sign In
              </a>
            </>
          ) : (
            <a href="/events?filter=upcoming" className={`${buttonStyles.primary} px-6 text-base`}>
              Go to your events
            </a>
          )}
        </div>
      </section>
    </div>
  );
}
