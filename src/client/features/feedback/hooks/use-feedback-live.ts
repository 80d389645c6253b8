import { useEffect, useRef } from 'react';
import { feedbackLiveSchema } from '#shared/contracts/feedback.ts';
import { useLiveMessages } from '#client/lib/live/use-live-messages.ts';
import { createRefetchThrottle } from '../refetch-throttle.ts';

/** At most one results read a second while ratings pour in. */
const feedbackRefetchEveryMs = 1_000;

type Throttle = ReturnType<typeof createRefetchThrottle>;

/**
 * The results on screen follow new ratings: the server nudges those who read them (topic
 * 'feedback'), and the page asks for its results again, coalesced. After the stream reconnects
 * nudges may have been missed, so it asks once anyway.
 */
export function useFeedbackLive(eventId: string | null, refetch: () => unknown): void {
  const latest = useRef(refetch);
  const throttle = useRef<Throttle | null>(null);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    const own = createRefetchThrottle(() => void latest.current(), feedbackRefetchEveryMs);
    throttle.current = own;
    return () => {
      own.cancel();
      throttle.current = null;
    };
  }, []);
  useLiveMessages(eventId, 'feedback', {
    onMessage: ({ data }) => {
      if (feedbackLiveSchema.safeParse(data).success) throttle.current?.nudge();
    },
    onResync: () => throttle.current?.nudge(),
  });
}
