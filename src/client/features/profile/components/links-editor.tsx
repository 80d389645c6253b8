import { useId } from 'react';
import { profileLinkTypes, type ProfileLinkType } from '#shared/contracts/profile-suggestions.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { linkTypeNames } from '../link-type-names.ts';
import { guessLinkType, newLinkDraft, type LinkDraft } from '../profile-draft.ts';
import { maxLinks, type ProfileFieldErrors } from '../profile-validation.ts';
import { PlusIcon, XIcon } from '#client/components/ui/admin-icons.tsx';
import { fieldError, fieldLabel, inputBase } from '#client/components/ui/form-styles.ts';

interface LinksEditorProps {
  links: LinkDraft[];
  onChange: (links: LinkDraft[]) => void;
  errors: ProfileFieldErrors;
}

function LinkRow({ link, index, errors, onChange, onRemove }: { link: LinkDraft; index: number; errors: ProfileFieldErrors; onChange: (link: LinkDraft) => void; onRemove: () => void }) {
  const id = useId();
  const urlErrors = errors[`links.${index}.url`] ?? [];
  const labelErrors = errors[`links.${index}.label`] ?? [];
  return (
    <li className="rounded-xl border border-gray-200 p-4 dark:border-gray-800">
      <fieldset>
        <legend className="sr-only">Link {index + 1}</legend>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <div>
            <label htmlFor={`${id}-url`} className={fieldLabel}>
              Web address
            </label>
            <input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              value={link.url}
              aria-invalid={urlErrors.length > 0 || undefined}
              aria-describedby={urlErrors.length ? `${id}-url-error` : undefined}
              onChange={(event) => {
                const url = event.target.value;
                // Fill the type from the address while the person has not picked one themselves.
                const guessed = link.type === 'website' || link.type === guessLinkType(link.url) ? guessLinkType(url) : null;
                onChange({ ...link, url, type: guessed ?? link.type });
              }}
              className={`${inputBase} mt-1`}
            />
            {urlErrors.length ? (
              <p id={`${id}-url-error`} className={fieldError}>
                {urlErrors.join(' ')}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${id}-type`} className={fieldLabel}>
              Kind
            </label>
            <select
              id={`${id}-type`}
              value={link.type}
              onChange={(event) => onChange({ ...link, type: event.target.value as ProfileLinkType })}
              className={`${inputBase} mt-1`}
            >
              {profileLinkTypes.map((type) => (
                <option key={type} value={type}>
                  {linkTypeNames[type]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mt-3 flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-label`} className={fieldLabel}>
              Label <span className="font-normal text-gray-500 dark:text-gray-400">(optional)</span>
            </label>
            <input
              id={`${id}-label`}
              value={link.label}
              placeholder="My portfolio"
              maxLength={80}
              aria-invalid={labelErrors.length > 0 || undefined}
              onChange={(event) => onChange({ ...link, label: event.target.value })}
              className={`${inputBase} mt-1`}
            />
          </div>
          <button type="button" onClick={onRemove} className={`${buttonStyles.ghost} px-3`} aria-label={`Remove link ${index + 1}`}>
            <XIcon className="size-5" />
          </button>
        </div>
        {labelErrors.length ? <p className={fieldError}>{labelErrors.join(' ')}</p> : null}
      </fieldset>
    </li>
  );
}

/** Links people can follow after the event: address, kind (icon later) and an optional label. */
export function LinksEditor({ links, onChange, errors }: LinksEditorProps) {
  const update = (index: number, link: LinkDraft) => onChange(links.map((item, i) => (i === index ? link : item)));
  return (
    <div>
      {links.length > 0 ? (
        <ul className="space-y-3">
          {links.map((link, index) => (
            <LinkRow
              key={link.key}
              link={link}
              index={index}
              errors={errors}
              onChange={(next) => update(index, next)}
              onRemove={() => onChange(links.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-400">No links yet.</p>
      )}
      {errors.links ? <p className={fieldError}>{errors.links.join(' ')}</p> : null}
      {links.length < maxLinks ? (
        <button type="button" onClick={() => onChange([...links, newLinkDraft()])} className={`${buttonStyles.secondary} mt-3`}>
          <PlusIcon className="size-5" /> Add a link
        </button>
      ) : null}
    </div>
  );
}
