import { Link } from '@tanstack/react-router';
import { card } from '#client/components/ui/form-styles.ts';

/** The session page's way into its Q&A (works offline: the list and the outbox are on the device). */
export function SessionQuestionsLink({ eventId, programId }: { eventId: string; programId: string }) {
  return (
    <section aria-labelledby={`questions-${programId}`} className={`${card} mt-6`}>
      <h2 id={`questions-${programId}`} className="font-bold">
        Questions
      </h2>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Ask the speakers, or upvote what others asked.</p>
      <Link
        to="/event/$eventId/program/$programId/questions"
        params={{ eventId, programId }}
        search={{ filter: 'all' }}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary-700 dark:text-primary-300"
      >
        Open the questions
      </Link>
    </section>
  );
}
