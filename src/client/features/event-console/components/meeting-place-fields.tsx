import { useEffect, useRef, useState } from 'react';
import { meetingSettingsLimits } from '#shared/contracts/meeting-settings.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { fieldError } from '#client/components/ui/form-styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { newTables, type MeetingDraft, type MeetingFieldErrors, type TableDraft } from '../meeting-draft.ts';
import { ChoiceCards } from './choice-cards.tsx';

type PlaceDraft = Pick<MeetingDraft, 'placeKind' | 'areaName' | 'meetingPoint' | 'tables'>;

interface MeetingPlaceFieldsProps {
  draft: PlaceDraft;
  errors: MeetingFieldErrors;
  onChange: (patch: Partial<PlaceDraft>) => void;
}

const placeChoices = [
  { value: 'tables', name: 'Numbered tables', description: 'In a meeting area: each meeting gets a table, and a table holds as many meetings at once as you say.' },
  { value: 'anywhere', name: 'Anywhere', description: 'People meet where they like, starting from a meeting point you name.' },
] as const;

/** The numbered tables: number and how many meetings each holds at once. */
function TablesList({ tables, errors, onChange }: { tables: TableDraft[]; errors: MeetingFieldErrors; onChange: (tables: TableDraft[]) => void }) {
  const list = useRef<HTMLUListElement>(null);
  // After Add, the first new table's number takes the focus.
  const added = useRef<number | null>(null);
  useEffect(() => {
    if (added.current !== null) list.current?.querySelectorAll<HTMLElement>(':scope > li')[added.current]?.querySelector('input')?.focus();
    added.current = null;
  }, [tables.length]);
  const [toAdd, setToAdd] = useState('1');
  const room = meetingSettingsLimits.tables - tables.length;
  const count = Math.min(Math.max(Math.trunc(Number(toAdd)) || 1, 1), Math.max(room, 1));
  const change = (key: string, patch: Partial<TableDraft>) => onChange(tables.map((table) => (table.key === key ? { ...table, ...patch } : table)));
  return (
    <div>
      <h3 className="text-sm font-semibold">
        Tables <span className="font-normal text-gray-600 dark:text-gray-400">({tables.length})</span>
      </h3>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Capacity: how many meetings a table holds at once.</p>
      <ul ref={list} className="mt-2 grid gap-2 sm:grid-cols-2" aria-label="Tables">
        {tables.map((table, index) => (
          <li key={table.key}>
            <fieldset className="flex items-end gap-2 rounded-xl border border-gray-200 p-2 dark:border-gray-700">
              <legend className="sr-only">Table {table.number || index + 1}</legend>
              <TextField
                className="min-w-0 flex-1"
                label="Number"
                name={`tables.${index}.number`}
                type="number"
                inputMode="numeric"
                min={1}
                max={meetingSettingsLimits.tableNumber}
                value={table.number}
                onChange={(event) => change(table.key, { number: event.target.value })}
                errors={errors[`tables.${index}.number`]}
              />
              <TextField
                className="min-w-0 flex-1"
                label="Capacity"
                name={`tables.${index}.capacity`}
                type="number"
                inputMode="numeric"
                min={1}
                max={meetingSettingsLimits.capacity}
                value={table.capacity}
                onChange={(event) => change(table.key, { capacity: event.target.value })}
                errors={errors[`tables.${index}.capacity`]}
              />
              <button
                type="button"
                className={`${buttonStyles.ghost} px-3`}
                aria-label={`Remove table ${table.number || index + 1}`}
                onClick={() => onChange(tables.filter((other) => other.key !== table.key))}
              >
                Remove
              </button>
            </fieldset>
          </li>
        ))}
      </ul>
      {errors.tables ? <p className={fieldError}>{errors.tables.join(' ')}</p> : null}
      <div className="mt-3 flex items-end gap-2">
        <TextField
          className="w-28"
          label="Tables to add"
          name="tablesToAdd"
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(room, 1)}
          value={toAdd}
          onChange={(event) => setToAdd(event.target.value)}
        />
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={room <= 0}
          onClick={() => {
            added.current = tables.length;
            onChange([...tables, ...newTables(tables, count)]);
          }}
        >
          {count === 1 ? 'Add 1 table' : `Add ${count} tables`}
        </button>
      </div>
    </div>
  );
}

/** Where meetings happen: numbered tables in a named area, or anywhere from a meeting point. */
export function MeetingPlaceFields({ draft, errors, onChange }: MeetingPlaceFieldsProps) {
  return (
    <div className="flex flex-col gap-5">
      <ChoiceCards legend="Where people meet" name="placeKind" choices={placeChoices} value={draft.placeKind} onChange={(placeKind) => onChange({ placeKind })} errors={errors.placeKind} />
      {draft.placeKind === 'tables' ? (
        <>
          <TextField
            label="Meeting area"
            name="areaName"
            value={draft.areaName}
            maxLength={meetingSettingsLimits.areaName}
            placeholder="Meeting lounge (level 2)"
            hint="Shown with the table number: people find their table by it."
            onChange={(event) => onChange({ areaName: event.target.value })}
            errors={errors.areaName}
          />
          <TablesList tables={draft.tables} errors={errors} onChange={(tables) => onChange({ tables })} />
        </>
      ) : (
        <TextField
          label="Meeting point"
          name="meetingPoint"
          value={draft.meetingPoint}
          maxLength={meetingSettingsLimits.meetingPoint}
          placeholder="By the coffee bar in the main hall"
          hint="Where the two people find each other."
          onChange={(event) => onChange({ meetingPoint: event.target.value })}
          errors={errors.meetingPoint}
        />
      )}
    </div>
  );
}
