import { useNavigate } from '@tanstack/react-router';
import { inputBase } from '#client/components/ui/form-styles.ts';

/** The search text is kept in the URL (?q=), replacing the history entry as one types. */
export function ConnectionsSearchBox({ query }: { query: string }) {
  const navigate = useNavigate();
  return (
    <div role="search" className="mt-6">
      <label htmlFor="connections-search" className="sr-only">
        Search connections
      </label>
      <input
        id="connections-search"
        type="search"
        value={query}
        placeholder="Search by name, company, headline or note"
        autoComplete="off"
        maxLength={120}
        className={inputBase}
        onChange={(event) =>
          void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, q: event.target.value || undefined }), replace: true })
        }
      />
    </div>
  );
}
