import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { card } from '#client/components/ui/form-styles.ts';
import { useEventPack } from '#client/lib/event-pack/use-event-pack.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { myFeedbackQuery } from '#client/lib/queries/feedback-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { useNowSeconds } from '#client/lib/use-now-seconds.ts';
import { RatingForm } from './rating-form.tsx';

const rateAnchor = 'rate';

/**
 * "Rate this session" on the session page, from its start (the session_feedback notification
 * links here with #rate: the section scrolls into view and takes the focus). Nothing at all when
 * the event has no feedback, and nothing for the session's own speakers.
 */
export function SessionRating({ eventId, programId }: { eventId: string; programId: string }) {
  const trpc = useTrpc();
  const event = useQuery(eventQuery(trpc, eventId)).data;
  const enabled = event?.enableFeedback === true;
  const mine = useQuery({ ...myFeedbackQuery(trpc, eventId), enabled });
  const session = useEventPack(eventId).pack.schedule?.sessions[programId];
  const now = useNowSeconds(30_000);
  const section = useRef<HTMLElement>(null);
  const shown = enabled && session !== undefined && mine.data !== undefined;

  useEffect(() => {
    if (!shown || window.location.hash !== `#${rateAnchor}`) return;
    section.current?.scrollIntoView({ block: 'start' });
    section.current?.focus({ preventScroll: true });
  }, [shown]);

  if (!shown || !session || !mine.data || mine.data.speakerProgramIds.includes(programId)) return null;
  const started = now >= session.startsAt;
  const closed = now > mine.data.closesAt;
  return (
    <section id={rateAnchor} ref={section} tabIndex={-1} aria-labelledby="rate-heading" className={`${card} mt-6 scroll-mt-20 focus:outline-2 focus:outline-primary-600`}>
      <h2 id="rate-heading" className="text-lg font-bold">
        Rate this session
      </h2>
      {!started ? (
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">Rating opens when the session starts.</p>
      ) : closed ? (
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">Feedback for this event has closed.</p>
      ) : (
        <div className="mt-3">
          <RatingForm
            key={mine.data.sessions[programId]?.updatedAt ?? 'new'}
            eventId={eventId}
            programId={programId}
            title={session.title}
            saved={mine.data.sessions[programId] ?? null}
            legend="How was this session?"
          />
        </div>
      )}
    </section>
  );
}
