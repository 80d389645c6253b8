import type { FeatureFlags, HallwayEvent } from '#shared/contracts/event.ts';
import { EventMenuContent } from '#client/components/event-menu/event-menu-content.tsx';
import { CloseIcon } from '#client/components/ui/icons.tsx';
import { themeVars } from '#client/lib/theme/theme-vars.ts';

const noop = () => {};

interface MenuPreviewProps {
  event: HallwayEvent;
  flags: FeatureFlags;
  themePrimary?: string;
  themeGray?: string;
}

/**
 * The attendee's event menu as it will look, drawn by the menu's own component (preview mode)
 * in a phone frame, in the event's colours, from the switches as they are right now.
 */
export function MenuPreview({ event, flags, themePrimary = event.themePrimary, themeGray = event.themeGray }: MenuPreviewProps) {
  return (
    <section id="attendee-menu-preview" aria-label="Attendee menu preview" className="mx-auto w-full max-w-[22rem]">
      <div style={themeVars(themePrimary, themeGray)} className="overflow-hidden rounded-[2rem] border-[6px] border-gray-900 bg-gray-50 shadow-xl dark:border-gray-700 dark:bg-gray-950">
        <div aria-hidden="true" className="flex h-11 items-center gap-2 border-b border-gray-200 bg-white px-3 dark:border-gray-800 dark:bg-gray-900">
          <span className="inline-flex size-8 items-center justify-center rounded-full text-gray-600 dark:text-gray-300">
            <CloseIcon className="size-5" />
          </span>
          <span className="size-5 rounded-md bg-primary-600" />
          <span className="text-sm font-bold">Hallway</span>
        </div>
        <div className="px-3 pt-3 pb-6">
          <EventMenuContent event={{ ...event, ...flags }} onNavigate={noop} onBack={noop} preview />
        </div>
      </div>
      <p className="mt-3 text-center text-xs text-gray-500 dark:text-gray-400">What attendees see when they open the event menu.</p>
    </section>
  );
}
