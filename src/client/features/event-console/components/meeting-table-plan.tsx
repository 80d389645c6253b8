import type { z } from 'zod';
import type { tablePlanSchema } from '#shared/contracts/meetings.ts';
import { meetingTimeText } from '#shared/rules/meeting-time-text.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { card } from '#client/components/ui/form-styles.ts';

type TablePlan = z.infer<typeof tablePlanSchema>;

// On paper only the plan: everything but the plan and the boxes around it is left off, and the
// plan is black on white whatever the colour mode (this style exists only while the plan is on screen).
const printCss = `
@page { margin: 12mm; }
@media print {
  html, body { background: white !important; }
  body *:not(:has(.meeting-table-plan)):not(.meeting-table-plan):not(.meeting-table-plan *) { display: none !important; }
  body *:has(.meeting-table-plan) { margin: 0 !important; padding: 0 !important; max-width: none !important; box-shadow: none !important; border: 0 !important; background: white !important; }
  .meeting-table-plan, .meeting-table-plan * { color: black !important; background: white !important; box-shadow: none !important; }
  .meeting-table-plan [data-print-hide] { display: none !important; }
  .meeting-table-plan th, .meeting-table-plan td { border-bottom: 1px solid #555 !important; }
  .meeting-plan-slot { break-inside: avoid; page-break-inside: avoid; }
}`;

const clock = (unixSeconds: number, timeZone: string) => meetingTimeText(unixSeconds, timeZone).split(', ').at(-1) ?? '';

/** Where a meeting takes place: its table, or the meeting point when meetings happen anywhere. */
function placeOf(plan: TablePlan, tableNumber: number | null): string {
  if (tableNumber !== null) return `Table ${tableNumber}`;
  return plan.meetingPoint || 'Anywhere';
}

/** A held meeting, a no-show (over, and nobody said "We met"), or one still to come. */
function stateOf(held: boolean, endsAt: number, now: number): string {
  if (held) return 'Held';
  return endsAt <= now ? 'No-show' : 'Booked';
}

/** Every accepted meeting by slot: which table, who meets whom. Printable for the meeting area's desk. */
export function MeetingTablePlan({ plan, eventName, now }: { plan: TablePlan; eventName: string; now: number }) {
  const where = plan.placeKind === 'tables' ? plan.areaName : plan.meetingPoint;
  return (
    <section aria-labelledby="meeting-plan-title" className={`meeting-table-plan ${card}`}>
      <style>{printCss}</style>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="meeting-plan-title" className="text-lg font-semibold">
            Table plan
          </h2>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            {eventName}
            {where ? ` · ${where}` : ''} · times in {plan.timeZone}
          </p>
        </div>
        <button type="button" data-print-hide className={buttonStyles.secondary} disabled={plan.slots.length === 0} onClick={() => window.print()}>
          Print the plan
        </button>
      </div>
      {plan.slots.length === 0 ? (
        <p className="mt-4 text-sm text-gray-600 dark:text-gray-400">No accepted meetings yet. Each one shows here with its time and table once both people agree.</p>
      ) : (
        <div className="mt-4 flex flex-col gap-5">
          {plan.slots.map((slot) => {
            const title = `${meetingTimeText(slot.startsAt, plan.timeZone)}–${clock(slot.endsAt, plan.timeZone)}`;
            return (
              <div key={slot.startsAt} className="meeting-plan-slot">
                <table className="w-full border-collapse text-left text-sm">
                  <caption className="pb-1 text-left text-base font-semibold">{title}</caption>
                  <thead>
                    <tr className="border-b border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-400">
                      <th scope="col" className="w-24 py-1.5 pr-3 font-medium">
                        Place
                      </th>
                      <th scope="col" className="py-1.5 pr-3 font-medium">
                        Who meets whom
                      </th>
                      <th scope="col" className="w-24 py-1.5 font-medium">
                        State
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {slot.meetings.map((meeting) => (
                      <tr key={meeting.meetingId} className="border-b border-gray-100 last:border-0 dark:border-gray-800">
                        <th scope="row" className="py-2 pr-3 align-top font-semibold whitespace-nowrap">
                          {placeOf(plan, meeting.tableNumber)}
                        </th>
                        <td className="py-2 pr-3 align-top break-words">{meeting.people.join(' & ')}</td>
                        <td className="py-2 align-top">{stateOf(meeting.held, slot.endsAt, now)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
