import { useMemo } from 'react';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { offsetLabel } from '#client/lib/zoned-time.ts';
import { groupTimeZones, listTimeZones, zoneCityLabel } from '../time-zones.ts';

interface TimeZoneSelectProps {
  value: string;
  onChange: (zone: string) => void;
  errors?: string[];
}

/** "Toronto (UTC−05:00)"; just "UTC" for UTC. */
function zoneLabel(zone: string): string {
  const city = zoneCityLabel(zone);
  const offset = offsetLabel(zone);
  return city === offset ? city : `${city} (${offset})`;
}

/** Every zone the browser knows, by region, each with its offset today. */
export function TimeZoneSelect({ value, onChange, errors }: TimeZoneSelectProps) {
  const groups = useMemo(() => groupTimeZones(listTimeZones(value)), [value]);
  return (
    <SelectField
      label="Time zone"
      name="timeZone"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint="Where the event takes place. Start and end are in this zone, and attendees see times in it wherever they are."
      errors={errors}
    >
      {groups.map((group) => (
        <optgroup key={group.region} label={group.region}>
          {group.zones.map((zone) => (
            <option key={zone} value={zone}>
              {zoneLabel(zone)}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
