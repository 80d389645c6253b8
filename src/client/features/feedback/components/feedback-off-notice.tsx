/** The organizer switched feedback off: say so, rather than show an error or "not for your account". */
export function FeedbackOffNotice() {
  return (
    <div role="status" className="rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center dark:border-gray-700">
      <p className="font-semibold">Feedback is not offered at this event</p>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">The organizers have not switched it on.</p>
    </div>
  );
}
