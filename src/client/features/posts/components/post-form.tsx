import type { PostDraft } from '#shared/contracts/posts.ts';
import { postAudiences, postBodyMax, postTitleMax } from '#shared/rules/post-limits.ts';
import { ImagePicker } from '#client/components/upload/image-picker.tsx';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { fieldLabel } from '#client/components/ui/form-styles.ts';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextAreaField } from '#client/components/ui/text-area-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useConsoleForm } from '#client/components/console-list/use-console-form.ts';
import { fromZonedInput, offsetLabel } from '#client/lib/zoned-time.ts';
import { audienceLabels } from '../post-labels.ts';
import { toPostDraft, type PostFormValues } from '../post-draft.ts';

interface PostFormProps {
  initial: PostFormValues;
  /** The event's zone: the schedule field reads and shows times in it, whatever the device's zone. */
  timeZone: string;
  /** An update already out keeps its time: no schedule choice. */
  published: boolean;
  submitLabel: string;
  onSubmit: (draft: PostDraft) => Promise<unknown>;
  onCancel: () => void;
}

/** The fields that show their own errors (under the input's `post`). */
const fieldsWithErrors = ['title', 'body', 'audience', 'publishAt'] as const;

/** Compose or edit an update: title, text, picture, audience, pin, now or at a set time. */
export function PostForm({ initial, timeZone, published, submitLabel, onSubmit, onCancel }: PostFormProps) {
  // A problem shown at its field is not said twice above the form.
  const { values, set, fieldErrors, message, busy, uploading, setUploading, submit } = useConsoleForm({
    initial,
    inputKey: 'post',
    toDraft: (formValues: PostFormValues) => toPostDraft(formValues, timeZone),
    onSubmit,
    fieldsShown: fieldsWithErrors,
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <FormAlert message={message} />
      <TextField label="Title" name="title" value={values.title} maxLength={postTitleMax} required onChange={(e) => set('title', e.target.value)} errors={fieldErrors('title')} />
      <TextAreaField
        label="Text"
        name="body"
        value={values.body}
        maxLength={postBodyMax}
        rows={6}
        required
        hint="Plain text. Web addresses (https://…) become links."
        onChange={(e) => set('body', e.target.value)}
        errors={fieldErrors('body')}
      />
      <div>
        <span className={fieldLabel}>Picture (optional)</span>
        <div className="mt-1">
          <ImagePicker
            what="picture"
            purpose="event-picture"
            src={values.pictureSrc}
            shape="wide"
            hint="JPEG, PNG, WebP or GIF up to 8 MB."
            onUploaded={(result) => set('pictureSrc', result.src)}
            onRemove={() => set('pictureSrc', null)}
            onBusyChange={setUploading}
          />
        </div>
      </div>
      <SelectField label="Who sees it" value={values.audience} onChange={(e) => set('audience', e.target.value as PostFormValues['audience'])} errors={fieldErrors('audience')}>
        {postAudiences.map((audience) => (
          <option key={audience} value={audience}>
            {audienceLabels[audience]}
          </option>
        ))}
      </SelectField>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-gray-800 dark:text-gray-200">
        <input type="checkbox" checked={values.pinned} onChange={(e) => set('pinned', e.target.checked)} className="size-5 rounded border-gray-300 text-primary-600" />
        Pin to the top of the updates
      </label>
      {published ? null : (
        <fieldset className="flex flex-col gap-2">
          <legend className={fieldLabel}>When</legend>
          <label className="flex min-h-11 items-center gap-3 text-sm text-gray-800 dark:text-gray-200">
            <input type="radio" name="when" checked={values.when === 'now'} onChange={() => set('when', 'now')} className="size-5" />
            Publish now
          </label>
          <label className="flex min-h-11 items-center gap-3 text-sm text-gray-800 dark:text-gray-200">
            <input type="radio" name="when" checked={values.when === 'later'} onChange={() => set('when', 'later')} className="size-5" />
            At a set time
          </label>
          {values.when === 'later' ? (
            <TextField
              label="Publish at"
              name="publishAt"
              type="datetime-local"
              value={values.at}
              hint={`In the event's time zone, ${timeZone} (${offsetLabel(timeZone, fromZonedInput(values.at, timeZone) ?? undefined)}). Members get a notification then.`}
              onChange={(e) => set('at', e.target.value)}
              errors={fieldErrors('publishAt')}
            />
          ) : null}
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={busy || uploading}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
