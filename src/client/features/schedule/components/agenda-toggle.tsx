import type { AgendaSession } from '../hooks/use-agenda.ts';

interface AgendaToggleProps {
  session: AgendaSession;
  inAgenda: boolean;
  onToggle: (session: AgendaSession) => void;
  /** The label's wording on the session page, where the button has room for words. */
  wide?: boolean;
}

/** A star that adds or removes the session from my agenda; aria-pressed says which. */
export function AgendaToggle({ session, inAgenda, onToggle, wide = false }: AgendaToggleProps) {
  const label = `${inAgenda ? 'Remove' : 'Add'} ${session.title} ${inAgenda ? 'from' : 'to'} my agenda`;
  return (
    <button
      type="button"
      aria-pressed={inAgenda}
      aria-label={wide ? undefined : label}
      onClick={() => onToggle(session)}
      className={`inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-primary-600 ${
        inAgenda
          ? 'bg-amber-100 text-amber-800 hover:bg-amber-200 dark:bg-amber-500/20 dark:text-amber-300'
          : 'text-gray-500 hover:bg-gray-100 dark:text-gray-400 dark:hover:bg-gray-800'
      }`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill={inAgenda ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round">
        <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      </svg>
      {wide ? (inAgenda ? 'In my agenda' : 'Add to my agenda') : null}
    </button>
  );
}
