import { useQuery } from '@tanstack/react-query';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { QrCodeImage } from '#client/components/qr/qr-code-image.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { activityAdminQuery } from '#client/lib/queries/activities-queries.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { activityWindowText } from '../activity-time.ts';
import { useEventTimeZone } from '../hooks/use-event-time-zone.ts';

// Four cards per sheet on A4 and Letter alike: a 2×2 grid inside margins both sizes fit, each card
// kept whole on its page; the app's header and footer are left off the paper (this style exists
// only while the cards are on screen). The QR code stays black on white whatever the colour mode.
const printCss = `
@page { margin: 12mm; }
@media print {
  body { background: white !important; }
  [data-print-hide], body header, body footer { display: none !important; }
  .activity-cards { display: grid; grid-template-columns: 1fr 1fr; gap: 8mm; }
  .activity-card { break-inside: avoid; page-break-inside: avoid; height: 120mm; border: 1px dashed #999; color: black; background: white; overflow: hidden; }
  .activity-card-photo { height: 18mm; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}`;

/** /cards?event=: printable activity cards (name, points, a big QR code), for those who run the games. */
export function ActivityCardsPage({ eventId }: { eventId: string }) {
  usePageTitle('Activity cards');
  const trpc = useTrpc();
  const admin = useQuery(activityAdminQuery(trpc, eventId));
  const eventZone = useEventTimeZone(eventId);
  if (admin.isPending) return <Spinner label="Loading activity cards" />;
  if (!admin.data) return <QueryErrorNotice error={admin.error} onRetry={() => void admin.refetch()} />;
  return (
    <div className="mx-auto w-full max-w-4xl">
      <style>{printCss}</style>
      <div data-print-hide className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Activity cards</h1>
        <button type="button" className={buttonStyles.primary} onClick={() => window.print()}>
          Print
        </button>
      </div>
      {admin.data.activities.length === 0 ? <p>No activities yet: create them in the console’s Games tab.</p> : null}
      <ul className="activity-cards grid gap-4 sm:grid-cols-2" aria-label="Activity cards">
        {admin.data.activities.map((activity) => (
          <li key={activity.id} className="activity-card flex flex-col items-center gap-2 rounded-2xl border border-gray-300 bg-white p-4 text-center text-black">
            <h2 className="text-xl font-bold">{activity.name}</h2>
            <p className="text-lg font-semibold">{activity.points} points</p>
            {activity.picture ? <img src={activity.picture.src} alt={`Photo of ${activity.name}`} className="activity-card-photo h-20 w-full max-w-[70mm] rounded-lg object-cover" /> : null}
            <QrCodeImage text={activity.code} label={`Activity code for ${activity.name}`} sizeClassName={activity.picture ? 'w-full max-w-[56mm]' : 'w-full max-w-[70mm]'} />
            <p className="text-sm">
              {activity.location ? `${activity.location} · ` : ''}
              {activityWindowText(activity.startsAt, activity.endsAt, eventZone)}
            </p>
            <p className="text-xs">Scan with Hallway: Activities → Scan</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
