import { meetingSettingsLimits } from '#shared/contracts/meeting-settings.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import type { MeetingDraft, MeetingFieldErrors } from '../meeting-draft.ts';
import { ChoiceCards } from './choice-cards.tsx';

type RulesDraft = Pick<MeetingDraft, 'limitRequests' | 'dailyRequestLimit' | 'whoMayRequest'>;

const whoChoices = [
  { value: 'everyone', name: 'Everyone', description: 'Any attendee may request a meeting with any other who can be found.' },
  { value: 'matched', name: 'Only matched people', description: 'Only people their matches pair them with, or they are already connected to.' },
] as const;

/** Who may request whom, and how many requests one attendee may send per day (anti-spam). */
export function MeetingRulesFields({ draft, errors, onChange }: { draft: RulesDraft; errors: MeetingFieldErrors; onChange: (patch: Partial<RulesDraft>) => void }) {
  return (
    <div className="flex flex-col gap-5">
      <ChoiceCards legend="Who may request a meeting" name="whoMayRequest" choices={whoChoices} value={draft.whoMayRequest} onChange={(whoMayRequest) => onChange({ whoMayRequest })} errors={errors.whoMayRequest} />
      <div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold">
          <input
            type="checkbox"
            name="limitRequests"
            checked={draft.limitRequests}
            onChange={(event) => onChange({ limitRequests: event.target.checked })}
            className="size-5 rounded border-gray-300 text-primary-600 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-gray-600"
          />
          Limit the requests one attendee may send per day
        </label>
        {draft.limitRequests ? (
          <TextField
            className="mt-2 max-w-xs"
            label="Requests per attendee per day"
            name="dailyRequestLimit"
            type="number"
            inputMode="numeric"
            min={1}
            max={meetingSettingsLimits.dailyRequests}
            value={draft.dailyRequestLimit}
            hint={`1 to ${meetingSettingsLimits.dailyRequests}. Only new requests count, not answers.`}
            onChange={(event) => onChange({ dailyRequestLimit: event.target.value })}
            errors={errors.dailyRequestLimit}
          />
        ) : null}
      </div>
    </div>
  );
}
