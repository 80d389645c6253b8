import { Link } from '@tanstack/react-router';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { errorText } from '#client/lib/error-text.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { GlobeIcon, KeyIcon, MailIcon } from '#client/components/ui/admin-icons.tsx';
import { joinPolicyCopy } from '../feature-copy.ts';
import { useConsoleEvent } from '../hooks/use-console-event.ts';
import { useEventAdmin } from '../hooks/use-event-admin.ts';
import { CopyLinkField } from './copy-link-field.tsx';
import { JoinCodePanel } from './join-code-panel.tsx';

type JoinPolicy = HallwayEvent['joinPolicy'];
const policies: Array<{ value: JoinPolicy; Icon: typeof MailIcon }> = [
  { value: 'invite', Icon: MailIcon },
  { value: 'code', Icon: KeyIcon },
  { value: 'open', Icon: GlobeIcon },
];

/** /event/$eventId/console/joining: who may join, saved as soon as it is chosen. */
export function JoiningPage({ eventId }: { eventId: string }) {
  const event = useConsoleEvent(eventId);
  const { setJoinPolicy } = useEventAdmin();
  usePageTitle('Joining · Console');
  if (!event) return null;

  const pendingPolicy = setJoinPolicy.isPending ? setJoinPolicy.variables?.joinPolicy : undefined;
  const current = pendingPolicy ?? event.joinPolicy;
  const choose = (joinPolicy: JoinPolicy) => {
    if (joinPolicy === event.joinPolicy) return;
    setJoinPolicy.mutate(
      { id: event.id, joinPolicy },
      {
        onSuccess: () => showAlert({ kind: 'success', title: `Joining: ${joinPolicyCopy[joinPolicy].name}` }),
        onError: (error) => showAlert({ kind: 'error', title: 'Could not change who may join', description: errorText(error), autoClose: false }),
      },
    );
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="joining-title" className={card}>
        <h2 id="joining-title" className="text-lg font-semibold">
          Who may join
        </h2>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          People you invite can always join with the link in their email, whatever you choose here.
        </p>
        {!event.published ? (
          <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-100">
            This event is a draft: join codes and the Join button work once you publish it. Invitation links work already.
          </p>
        ) : null}
        <fieldset className="mt-4">
          <legend className="sr-only">Who may join</legend>
          <div className="grid gap-3 md:grid-cols-3">
            {policies.map(({ value, Icon }) => (
              <label
                key={value}
                className="relative flex cursor-pointer flex-col gap-2 rounded-2xl border-2 border-gray-200 p-4 hover:border-gray-300 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-500 dark:border-gray-800 dark:hover:border-gray-700 dark:has-[:checked]:border-primary-400 dark:has-[:checked]:bg-primary-500/10"
              >
                <input
                  type="radio"
                  name="joinPolicy"
                  value={value}
                  checked={current === value}
                  onChange={() => choose(value)}
                  disabled={setJoinPolicy.isPending}
                  className="sr-only"
                />
                <span className="flex items-center gap-2 font-semibold">
                  <Icon className="size-5 text-primary-700 dark:text-primary-300" />
                  {joinPolicyCopy[value].name}
                  {pendingPolicy === value ? <span className="text-xs font-medium text-gray-500">Saving…</span> : null}
                </span>
                <span className="text-sm text-gray-600 dark:text-gray-400">{joinPolicyCopy[value].description}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </section>
      {event.joinPolicy === 'code' ? (
        <section aria-labelledby="code-title" className={card}>
          <h2 id="code-title" className="text-lg font-semibold">
            Share the code
          </h2>
          <div className="mt-4">
            <JoinCodePanel event={event} />
          </div>
        </section>
      ) : event.joinPolicy === 'invite' ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          Add people on the{' '}
          <Link to="/event/$eventId/console/people" params={{ eventId: event.id }} className="font-semibold text-primary-700 underline dark:text-primary-300">
            People tab
          </Link>
          : one by one, or hundreds at once from a spreadsheet.
        </p>
      ) : (
        <section aria-labelledby="open-title" className={card}>
          <h2 id="open-title" className="text-lg font-semibold">
            Share the event page
          </h2>
          <div className="mt-4">
            <CopyLinkField
              label="Event page link"
              value={`${window.location.origin}/event/${event.id}`}
              hint="Signed-in visitors see a Join button there, and the event shows up in everyone's Events list."
            />
          </div>
        </section>
      )}
    </div>
  );
}
