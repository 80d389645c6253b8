/** Questions belong to the schedule: with it switched off, say so rather than show an error. */
export function QuestionsOffNotice() {
  return (
    <div role="status" className="rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center dark:border-gray-700">
      <p className="font-semibold">Questions are not offered at this event</p>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">The organizers have not switched on the schedule, which questions belong to.</p>
    </div>
  );
}
