import { dayLabel, type ScheduleDay } from '#shared/rules/schedule-days.ts';

interface DayTabsProps {
  days: readonly ScheduleDay<unknown>[];
  selected: string | null;
  onSelect: (day: string) => void;
}

/** One button per day of the programme, on the event's calendar; the chosen one is pressed. */
export function DayTabs({ days, selected, onSelect }: DayTabsProps) {
  if (days.length < 2) return null;
  return (
    <nav aria-label="Days" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2">
        {days.map((day) => (
          <li key={day.key}>
            <button
              type="button"
              aria-pressed={day.key === selected}
              onClick={() => onSelect(day.key)}
              className="min-h-11 rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1 ring-gray-300 aria-pressed:bg-primary-600 aria-pressed:text-white aria-pressed:ring-primary-600 dark:ring-gray-700 dark:aria-pressed:bg-primary-500"
            >
              {dayLabel(day.key)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
