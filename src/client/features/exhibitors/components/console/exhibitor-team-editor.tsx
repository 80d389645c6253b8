import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { exhibitorLimits } from '#shared/rules/exhibitor-limits.ts';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { exhibitorTeamQuery } from '#client/lib/queries/exhibitors-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

/**
 * Who staffs a stand: the event's people with the exhibitor role, one checkbox each. The team
 * edits the stand and scans leads for it; giving someone the exhibitor role is done under People.
 */
export function ExhibitorTeamEditor({ eventId, exhibitorId, exhibitorName }: { eventId: string; exhibitorId: string; exhibitorName: string }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const team = useQuery(exhibitorTeamQuery(trpc, eventId, exhibitorId));
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const save = useMutation(
    trpc.exhibitors.setTeam.mutationOptions({
      onSuccess: (answer) => {
        queryClient.setQueryData(trpc.exhibitors.team.queryKey({ eventId, exhibitorId }), answer);
        setChosen(null);
      },
    }),
  );

  if (team.isPending) return <Spinner label="Loading the team" />;
  if (!team.data) return <QueryErrorNotice error={team.error} onRetry={() => void team.refetch()} />;
  const people = team.data.people;
  const selected = chosen ?? new Set(people.filter((person) => person.onTeam).map((person) => person.accountId));
  const toggle = (accountId: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(accountId);
    else next.delete(accountId);
    setChosen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ eventId, exhibitorId, accountIds: [...selected] });
  };

  return (
    <form onSubmit={submit} aria-label={`Team of ${exhibitorName}`} className="flex flex-col gap-3">
      <fieldset>
        <legend className="text-sm font-semibold">Team</legend>
        {people.length === 0 ? (
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Nobody has the exhibitor role yet. Give it to people under People, then pick them here.</p>
        ) : (
          <ul className="mt-1 flex flex-col">
            {people.map((person) => (
              <li key={person.accountId}>
                <label className="flex min-h-11 items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 rounded border-gray-300 text-primary-600 dark:border-gray-600"
                    checked={selected.has(person.accountId)}
                    onChange={(event) => toggle(person.accountId, event.target.checked)}
                  />
                  {person.firstName} {person.lastName}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {selected.size > exhibitorLimits.team ? <p className="text-sm text-red-700 dark:text-red-400">A team has at most {exhibitorLimits.team} people.</p> : null}
      <FormAlert message={save.error ? errorText(save.error) : null} />
      {people.length > 0 ? (
        <div>
          <button type="submit" className={buttonStyles.secondary} disabled={save.isPending || chosen === null || selected.size > exhibitorLimits.team}>
            {save.isPending ? 'Saving…' : 'Save team'}
          </button>
        </div>
      ) : null}
    </form>
  );
}
