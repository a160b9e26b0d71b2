import { WEEKDAY_NAMES } from '@hearth/domain/business-hours';
import { type FormEvent, useState } from 'react';
import { ConsoleError } from '@/features/console/api';
import {
  type OperatingHoursDepartment,
  settingsActions,
  settingsKeys,
  useLenderHours,
  useSettingsChange,
  type WeekDayInput,
} from '@/features/console/settings/api';

/** US time zones a lender keeps its hours in; a zone set some other way is offered too. */
const TIME_ZONES = [
  ['America/New_York', 'Eastern'],
  ['America/Chicago', 'Central'],
  ['America/Denver', 'Mountain'],
  ['America/Phoenix', 'Arizona'],
  ['America/Los_Angeles', 'Pacific'],
  ['America/Anchorage', 'Alaska'],
  ['Pacific/Honolulu', 'Hawaii'],
] as const;

/**
 * A lender's week for one department (decision 0234): the time zone, and for each day whether it is open and
 * when. The lines borrowers read are shown as the server words them.
 */
export function HoursForm({
  organizationCode,
  department,
  title,
}: {
  organizationCode: string;
  department: OperatingHoursDepartment;
  title: string;
}) {
  const hours = useLenderHours(organizationCode, department);
  const save = useSettingsChange(settingsKeys.hours(department), settingsActions.setHours);
  const [done, setDone] = useState<string | null>(null);
  const id = department.toLowerCase();
  if (!hours.data)
    return hours.isError ? (
      <div className="console__alert" role="alert">
        {hours.error.message}
      </div>
    ) : (
      <p role="status">Loading the hours…</p>
    );
  const { timeZone, week, display } = hours.data;
  const zones = TIME_ZONES.some(([zone]) => zone === timeZone)
    ? TIME_ZONES
    : [...TIME_ZONES, [timeZone, timeZone]];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const days: WeekDayInput[] = WEEKDAY_NAMES.map((_, index) => {
      const value = index + 1;
      return {
        weekdayValue: value,
        isOpen: data.get(`open-${value}`) === 'on',
        startTime: String(data.get(`start-${value}`) || '09:00'),
        endTime: String(data.get(`end-${value}`) || '17:00'),
      };
    });
    setDone(null);
    save.mutate([department, { timeZone: String(data.get('timeZone')), week: days }], {
      onSuccess: () => setDone('Hours saved. Borrowers see them within a minute.'),
    });
  };

  return (
    <form className="console__card console__form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {display && (
        <p className="console__sub">
          Borrowers read: {display.join('; ')}.{' '}
          {hours.data.openStatus === 'OPEN' ? 'Open now.' : 'Closed now.'}
        </p>
      )}
      {done && (
        <div className="console__done" role="status">
          {done}
        </div>
      )}
      {save.error && (
        <div className="console__alert" role="alert">
          {save.error instanceof ConsoleError
            ? save.error.message
            : 'Something went wrong. Please try again.'}
        </div>
      )}
      <label className="console__field console__field--narrow">
        <span>Time zone</span>
        <select name="timeZone" defaultValue={timeZone}>
          {zones.map(([zone, label]) => (
            <option key={zone} value={zone}>
              {label} ({zone})
            </option>
          ))}
        </select>
      </label>
      <div className="console__table-wrap">
        <table className="console__table console__table--settings">
          <caption className="visually-hidden">{title}, day by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Open</th>
              <th scope="col">Opens</th>
              <th scope="col">Closes</th>
            </tr>
          </thead>
          <tbody>
            {week.map((day) => (
              <tr key={day.weekdayValue}>
                <th scope="row">{day.weekday}</th>
                <td>
                  <input
                    type="checkbox"
                    name={`open-${day.weekdayValue}`}
                    defaultChecked={day.isOpen}
                    aria-label={`Open on ${day.weekday}`}
                  />
                </td>
                <td>
                  <input
                    type="time"
                    name={`start-${day.weekdayValue}`}
                    defaultValue={day.isOpen ? day.startTime : '09:00'}
                    aria-label={`${day.weekday} opens at`}
                  />
                </td>
                <td>
                  <input
                    type="time"
                    name={`end-${day.weekdayValue}`}
                    defaultValue={day.isOpen ? day.endTime : '17:00'}
                    aria-label={`${day.weekday} closes at`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="submit" className="console__button" disabled={save.isPending}>
        Save {title.toLowerCase()}
      </button>
    </form>
  );
}
