import { useState } from 'react';
import { buttonStyles } from '#client/components/ui/button-styles.ts';

/** "Block this person", said plainly before it is queued: no more requests from them here, theirs open are declined. */
export function BlockPerson({ name, onBlock }: { name: string; onBlock: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className={buttonStyles.ghost} onClick={() => setOpen(true)}>
        Block this person
      </button>
    );
  return (
    <div role="group" aria-label={`Block ${name}`} className="flex w-full flex-col gap-2">
      <p className="text-sm">{name} will no longer be able to ask you for meetings at this event, and their open requests to you are declined. They are not told.</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.danger} onClick={() => void onBlock().then(() => setOpen(false))}>
          Block {name}
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={() => setOpen(false)}>
          Keep it
        </button>
      </div>
    </div>
  );
}
