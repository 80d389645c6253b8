import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { SponsorTier } from '#shared/contracts/sponsors.ts';
import { sponsorLimits } from '#shared/rules/sponsor-limits.ts';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { moveTier } from '../../tier-order.ts';

interface SponsorTiersEditorProps {
  eventId: string;
  tiers: readonly SponsorTier[];
  onChanged: () => void;
}

/** Name, rename, order (up and down buttons, so the keyboard works) and remove the sponsor tiers. */
export function SponsorTiersEditor({ eventId, tiers, onChanged }: SponsorTiersEditorProps) {
  const trpc = useTrpc();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const saveTier = useMutation(trpc.sponsors.saveTier.mutationOptions({ onSuccess: onChanged }));
  const order = useMutation(trpc.sponsors.orderTiers.mutationOptions({ onSuccess: onChanged }));
  const removeTier = useMutation(trpc.sponsors.removeTier.mutationOptions({ onSuccess: onChanged }));
  const ordered = [...tiers].sort((a, b) => a.position - b.position);
  const problem = saveTier.error ?? order.error ?? removeTier.error;

  const add = (event: FormEvent) => {
    event.preventDefault();
    saveTier.mutate({ eventId, name }, { onSuccess: () => setName('') });
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (renaming) saveTier.mutate({ eventId, tierId: renaming.id, name: renaming.name }, { onSuccess: () => setRenaming(null) });
  };

  return (
    <section aria-labelledby="sponsor-tiers-heading" className="flex flex-col gap-3">
      <h2 id="sponsor-tiers-heading" className="text-lg font-bold">
        Tiers
      </h2>
      <p className="text-sm text-gray-600 dark:text-gray-400">Attendees see sponsors by tier, in this order. Sponsors without a tier show last.</p>
      <ol className="flex flex-col gap-2" aria-label="Tiers in order">
        {ordered.map((tier, index) => (
          <li key={tier.id} className="flex flex-wrap items-center gap-2 rounded-xl border border-gray-200 px-3 py-2 dark:border-gray-800">
            {renaming?.id === tier.id ? (
              <form onSubmit={rename} className="flex flex-1 flex-wrap items-end gap-2" aria-label={`Rename ${tier.name}`}>
                <TextField className="min-w-40 flex-1" label="Tier name" name="tierName" required maxLength={sponsorLimits.tier} value={renaming.name} onChange={(e) => setRenaming({ id: tier.id, name: e.target.value })} />
                <button type="submit" className={buttonStyles.primary} disabled={saveTier.isPending}>
                  Save
                </button>
                <button type="button" className={buttonStyles.ghost} onClick={() => setRenaming(null)}>
                  Cancel
                </button>
              </form>
            ) : (
              <>
                <span className="flex-1 font-semibold break-words">{tier.name}</span>
                <button type="button" className={buttonStyles.ghost} aria-label={`Move ${tier.name} up`} disabled={index === 0 || order.isPending} onClick={() => order.mutate({ eventId, tierIds: moveTier(ordered, tier.id, -1) })}>
                  ↑
                </button>
                <button
                  type="button"
                  className={buttonStyles.ghost}
                  aria-label={`Move ${tier.name} down`}
                  disabled={index === ordered.length - 1 || order.isPending}
                  onClick={() => order.mutate({ eventId, tierIds: moveTier(ordered, tier.id, 1) })}
                >
                  ↓
                </button>
                <button type="button" className={buttonStyles.ghost} aria-label={`Rename ${tier.name}`} onClick={() => setRenaming({ id: tier.id, name: tier.name })}>
                  Rename
                </button>
                <button
                  type="button"
                  className={buttonStyles.ghost}
                  aria-label={`Remove ${tier.name}`}
                  onClick={() => {
                    if (window.confirm(`Remove the tier “${tier.name}”? Its sponsors stay, without a tier.`)) removeTier.mutate({ eventId, tierId: tier.id });
                  }}
                >
                  Remove
                </button>
              </>
            )}
          </li>
        ))}
      </ol>
      {ordered.length < sponsorLimits.tiers ? (
        <form onSubmit={add} className="flex flex-wrap items-end gap-2" aria-label="Add a tier">
          <TextField className="min-w-40 flex-1" label="New tier" name="newTier" required maxLength={sponsorLimits.tier} value={name} onChange={(e) => setName(e.target.value)} hint="For example Platinum, Gold or Community" />
          <button type="submit" className={buttonStyles.secondary} disabled={saveTier.isPending || name.trim() === ''}>
            Add tier
          </button>
        </form>
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-400">An event has at most {sponsorLimits.tiers} tiers.</p>
      )}
      <FormAlert message={problem ? errorText(problem) : null} />
    </section>
  );
}
