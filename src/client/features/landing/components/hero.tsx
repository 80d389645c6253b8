import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { WifiOffIcon } from '#client/components/ui/icons.tsx';
import { PhonePreview } from './phone-preview.tsx';

/** `signedInAs`: the visitor's first name when they are signed in (then the way to their events, not to register). */
export function Hero({ brand, signedInAs }: { brand: string; signedInAs?: string | null }) {
  const signedIn = signedInAs != null;
  return (
    <section className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-primary-100/80 via-white to-white dark:from-primary-500/15 dark:via-gray-950 dark:to-gray-950" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-2 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-primary-700 shadow-sm ring-1 ring-primary-200 dark:bg-gray-900 dark:text-primary-300 dark:ring-primary-500/30">
            <WifiOffIcon className="size-4" /> Keeps working when the venue Wi-Fi doesn&apos;t
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Enrich your event with {brand}.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-gray-600 dark:text-gray-300">
            The schedule, the people worth meeting and a check-in that takes a second: on every attendee&apos;s phone,
            online or not. Organizers switch on exactly the features their event needs.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {signedIn ? (
              <a href="/events?filter=upcoming" className={`${buttonStyles.primary} px-6 text-base`}>
                Go to your events
              </a>
            ) : (
              <a href="/register" className={`${buttonStyles.primary} px-6 text-base`}>
                Register for free
              </a>
            )}
            <a href="/#for-organizers" className={`${buttonStyles.secondary} px-6 text-base`}>
              I&apos;m organizing an event
            </a>
          </div>
          <p className="mt-4 text-sm text-gray-500 dark:text-gray-400">
            {signedIn ? (
              <>You are signed in{signedInAs ? ` as ${signedInAs}` : ''}.</>
            ) : (
              <>
                Already have an account?{' '}
                <a href="/sign-in" className="font-semibold text-primary-700 hover:underline dark:text-primary-300">
                  Sign in
                </a>
              </>
            )}
          </p>
        </div>
        <PhonePreview />
      </div>
    </section>
  );
}
