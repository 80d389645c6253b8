import { copyText } from '#client/lib/copy-text.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { webcalUrl } from '../calendar-urls.ts';

/** "Subscribe to my agenda": the private .ics feed that calendar apps follow. */
export function AgendaFeed({ feedUrl }: { feedUrl: string | null }) {
  if (!feedUrl) return null;
  const absolute = new URL(feedUrl, window.location.origin).href;
  return (
    <section aria-labelledby="agenda-feed" className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
      <h2 id="agenda-feed" className="font-semibold">
        Subscribe to my agenda
      </h2>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Your calendar app follows later changes. Keep this link private.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={webcalUrl(feedUrl)} className={buttonStyles.primary}>
          Subscribe in calendar
        </a>
        <button type="button" className={buttonStyles.secondary} onClick={() => void copyText(absolute, 'Agenda link')}>
          Copy link
        </button>
      </div>
    </section>
  );
}
