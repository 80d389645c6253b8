import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { feedbackFormInput, type MyFeedback } from '#shared/contracts/feedback.ts';
import { feedbackCommentMaxLength } from '#shared/rules/feedback-limits.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { fieldError } from '#client/components/ui/form-styles.ts';
import { TextAreaField } from '#client/components/ui/text-area-field.tsx';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { subscribeOutboxResults } from '#client/offline/outbox.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { queueRating } from '../feedback-outbox.ts';
import { useQueuedRating } from '../hooks/use-queued-rating.ts';
import { RatingStatus } from './rating-status.tsx';
import { StarRatingInput } from './star-rating-input.tsx';

interface RatingFormProps {
  eventId: string;
  /** null rates the event as a whole. */
  programId: string | null;
  /** What is rated, for the outbox's list ("Rating: Opening keynote"). */
  title: string;
  saved: MyFeedback | null;
  legend: string;
}

/**
 * Stars, an optional comment and "anonymous": saved on the device first (outbox op
 * 'feedback.rate') and sent when there is a network; what is pending or refused is said below.
 */
export function RatingForm({ eventId, programId, title, saved, legend }: RatingFormProps) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const accountId = useSessionStore((state) => state.account?.id ?? null);
  const queued = useQueuedRating(eventId, programId);
  const [rating, setRating] = useState(saved?.rating ?? 0);
  const [comment, setComment] = useState(saved?.comment ?? '');
  const [anonymous, setAnonymous] = useState(saved?.anonymous ?? false);
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; form?: string }>({});
  const [justSaved, setJustSaved] = useState(false);
  const ratingErrorId = useId();
  const mineKey = trpc.feedback.mine.queryKey({ eventId });
  const refreshMine = () => void queryClient.invalidateQueries({ queryKey: mineKey });
  // The server's answer (here or in another tab) replaces what was shown while it was queued.
  useEffect(() => subscribeOutboxResults('feedback.rate', () => void queryClient.invalidateQueries({ queryKey: trpc.feedback.mine.queryKey({ eventId }) })), [queryClient, trpc, eventId]);
  const name = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = feedbackFormInput.safeParse({ rating, comment, anonymous });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] === 'comment' ? 'comment' : 'rating'] = issue.message;
      setErrors(next);
      return;
    }
    if (!accountId) return;
    setErrors({});
    try {
      await queueRating({ queryClient, trpc }, { eventId, programId, title }, parsed.data, accountId);
      setJustSaved(true);
    } catch {
      setErrors({ form: 'Not saved: this device could not store your rating. Free some space and try again.' });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <div>
        <StarRatingInput name={name} legend={legend} value={rating} onChange={(value) => { setRating(value); setJustSaved(false); }} errorId={errors.rating ? ratingErrorId : undefined} />
        {errors.rating ? (
          <p id={ratingErrorId} className={fieldError}>
            {errors.rating}
          </p>
        ) : null}
      </div>
      <TextAreaField
        label="Comment (optional)"
        name="comment"
        value={comment}
        maxLength={feedbackCommentMaxLength}
        errors={errors.comment ? [errors.comment] : []}
        onChange={(event) => { setComment(event.target.value); setJustSaved(false); }}
      />
      <label className="flex min-h-11 items-center gap-3 text-sm text-gray-800 dark:text-gray-200">
        <input type="checkbox" checked={anonymous} onChange={(event) => { setAnonymous(event.target.checked); setJustSaved(false); }} className="size-5 rounded border-gray-300 text-primary-600 dark:border-gray-600" />
        Anonymous: organizers and speakers see my rating and comment without my name
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary}>
          {saved ? 'Update my rating' : 'Send my rating'}
        </button>
        <RatingStatus queued={queued} saved={saved} justSaved={justSaved} onDiscarded={refreshMine} />
      </div>
      {errors.form ? (
        <p role="alert" className={fieldError}>
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}
