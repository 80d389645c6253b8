import type { ComponentType, SVGProps } from 'react';
import type { ProfileVisibility } from '#shared/contracts/profile.ts';
import { EyeOffIcon, LockIcon, UsersRoundIcon } from '#client/components/ui/admin-icons.tsx';

const choices: Array<{ value: ProfileVisibility; title: string; text: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  {
    value: 'everyone',
    title: 'Everyone at my events',
    text: 'People who attend the same events as you can find you in the attendee list and open your profile.',
    Icon: UsersRoundIcon,
  },
  {
    value: 'connections',
    title: 'Only people I connect with',
    text: 'You stay out of attendee lists. Once you connect with someone (by scanning each other’s codes), they can see your profile.',
    Icon: LockIcon,
  },
  {
    value: 'nobody',
    title: 'Nobody',
    text: 'Your profile stays private. Organizers still see your name for check-in.',
    Icon: EyeOffIcon,
  },
];

/** Who may see the profile, as three plain-language radio cards. */
export function VisibilityChoice({ value, onChange, name = 'visibility' }: { value: ProfileVisibility; onChange: (value: ProfileVisibility) => void; name?: string }) {
  return (
    <fieldset>
      <legend className="sr-only">Who can see my profile</legend>
      <div className="space-y-3">
        {choices.map(({ value: option, title, text, Icon }) => (
          <label
            key={option}
            className="flex cursor-pointer gap-3 rounded-xl border border-gray-200 p-4 transition-colors hover:bg-gray-50 has-checked:border-primary-600 has-checked:bg-primary-50 has-focus-visible:outline-2 has-focus-visible:outline-primary-500 dark:border-gray-800 dark:hover:bg-gray-800/60 dark:has-checked:border-primary-400 dark:has-checked:bg-primary-500/10"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="mt-1 size-5 shrink-0 accent-primary-600"
            />
            <span className="min-w-0">
              <span className="flex items-center gap-2 font-semibold">
                <Icon className="size-5 text-primary-600 dark:text-primary-400" />
                {title}
              </span>
              <span className="mt-1 block text-sm text-gray-600 dark:text-gray-400">{text}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
