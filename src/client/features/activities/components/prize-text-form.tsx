import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { refreshPack } from '#client/lib/event-pack/use-event-pack.ts';
import { errorText } from '#client/lib/error-text.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

/** What the attendees' activities page says about prizes. */
export function PrizeTextForm({ eventId, initial }: { eventId: string; initial: string }) {
  const trpc = useTrpc();
  const [text, setText] = useState(initial);
  // Attendees read the prize from the event pack; the organizer's own copy is fetched again.
  const save = useMutation(trpc.activities.setPrizeText.mutationOptions({ onSuccess: () => refreshPack(eventId, { force: true }) }));
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ eventId, prizeText: text });
      }}
    >
      <label className="flex flex-col gap-1 text-sm">
        Prize text (shown on the activities page)
        <textarea className="min-h-20 rounded-lg border border-gray-300 bg-white px-3 py-2 dark:border-gray-700 dark:bg-gray-900" maxLength={500} value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <div className="flex items-center gap-3">
        <button type="submit" className={buttonStyles.secondary} disabled={save.isPending}>
          Save prize text
        </button>
        {save.isSuccess ? <span className="text-sm text-green-700 dark:text-green-400">Saved</span> : null}
        {save.error ? (
          <span role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errorText(save.error)}
          </span>
        ) : null}
      </div>
    </form>
  );
}
