import { JoinCodeForm } from './join-code-form.tsx';

/** /events: "Have a join code?" for a code from a slide, a badge or a newsletter. */
export function JoinCodeCard() {
  return (
    <div className="rounded-2xl bg-gray-50 p-4 ring-1 ring-gray-200 sm:max-w-md dark:bg-gray-900 dark:ring-gray-800">
      <JoinCodeForm label="Have a join code?" compact />
    </div>
  );
}
