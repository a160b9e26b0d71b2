import { type StaffMember, staffMay } from '@hearth/domain/console';
import {
  conversionPercent,
  FUNNEL_STAGES,
  type FunnelReport,
  type FunnelStage,
  type ReportQuery,
} from '@hearth/domain/console-reports';
import { HMDA_API_PATHS, LAR_FIELDS, LAR_FIRST_YEAR } from '@hearth/domain/hmda-lar';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ConsoleError, downloadWithSession, useFunnelReport, useLarEdits } from '@/features/console/api';
import { useSearchParams } from '@/lib/routing';

const number = (n: number) => n.toLocaleString('en-US');
const percent = (value: number | null) => (value === null ? '—' : `${value}%`);
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
/** A wait in the largest unit that reads well: "under a minute", "40 min", "5.5 h", "3.2 d". */
const hoursLabel = (hours: number) => {
  if (hours < 1 / 60) return 'under a minute';
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  return hours < 48 ? `${Math.round(hours * 10) / 10} h` : `${Math.round((hours / 24) * 10) / 10} d`;
};

/** A table that may scroll sideways on a phone: a named region the keyboard can reach and scroll (WCAG 2.1.1). */
function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys
    <section className="console__table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/** A bar as inline SVG, its length the share of `max`; the number beside it is the text a reader hears. */
function Bar({
  value,
  max,
  tone = 'primary',
}: {
  value: number;
  max: number;
  tone?: 'primary' | 'accent' | 'muted';
}) {
  const width = max > 0 ? Math.max((value / max) * 100, value > 0 ? 0.8 : 0) : 0;
  return (
    <svg
      className="reports__bar"
      viewBox="0 0 100 10"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="reports__bar-track" x="0" y="0" width="100" height="10" />
      <rect
        className={`reports__bar-fill reports__bar-fill--${tone}`}
        x="0"
        y="0"
        width={width}
        height="10"
      />
    </svg>
  );
}

/** The funnel: each stage's count, and the share of the stage before it that reached it. */
function Funnel({ report }: { report: FunnelReport }) {
  const max = Math.max(...FUNNEL_STAGES.map((stage) => report.totals[stage.key]), 1);
  return (
    <ol className="reports__funnel" aria-label="Funnel, from a visit to a funded line">
      {FUNNEL_STAGES.map((stage, index) => {
        const count = report.totals[stage.key];
        const previous = index > 0 ? FUNNEL_STAGES[index - 1] : undefined;
        const share = previous ? conversionPercent(report.totals[previous.key], count) : null;
        return (
          <li key={stage.key} className="reports__funnel-row">
            <span className="reports__funnel-label">{stage.label}</span>
            <Bar value={count} max={max} tone={stage.key === 'FUNDED' ? 'accent' : 'primary'} />
            <strong className="reports__funnel-value">{number(count)}</strong>
            {previous && share !== null && (
              <span className="reports__funnel-share console__sub">
                {share}% of {previous.label.toLowerCase()}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

const DAILY_SERIES: { key: FunnelStage; tone: 'muted' | 'primary' | 'accent' }[] = [
  { key: 'REGISTERED', tone: 'muted' },
  { key: 'APPLIED', tone: 'primary' },
  { key: 'FUNDED', tone: 'accent' },
];
const stageLabel = (key: FunnelStage) => FUNNEL_STAGES.find((stage) => stage.key === key)?.label ?? key;

/** Every day of the range, the lender's brands added up. */
function dailyTotals(report: FunnelReport) {
  const days: { day: string; counts: Record<FunnelStage, number> }[] = [];
  const start = Date.parse(`${report.from}T00:00:00Z`);
  const end = Date.parse(`${report.to}T00:00:00Z`);
  for (let time = start; time <= end; time += 86_400_000) {
    const day = new Date(time).toISOString().slice(0, 10);
    const counts = Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage.key, 0])) as Record<
      FunnelStage,
      number
    >;
    for (const row of report.days.filter((r) => r.day === day)) {
      for (const stage of FUNNEL_STAGES) counts[stage.key] += row.counts[stage.key];
    }
    days.push({ day, counts });
  }
  return days;
}

/** Registrations, applications and fundings by day: columns in one SVG, with the numbers in a table below. */
function Daily({ report }: { report: FunnelReport }) {
  const titleId = useId();
  const days = dailyTotals(report);
  const max = Math.max(...days.flatMap((d) => DAILY_SERIES.map((s) => d.counts[s.key])), 1);
  const height = 120;
  const slot = 100 / days.length;
  const barWidth = (slot * 0.8) / DAILY_SERIES.length;
  const busiest = days.reduce<(typeof days)[number] | undefined>(
    (best, d) => (!best || d.counts.APPLIED > best.counts.APPLIED ? d : best),
    undefined,
  );
  const caption = `By day: ${DAILY_SERIES.map((s) => stageLabel(s.key).toLowerCase()).join(', ')}${
    busiest && busiest.counts.APPLIED > 0
      ? `. Most applications on ${dayLabel(busiest.day)} (${busiest.counts.APPLIED}).`
      : '.'
  }`;
  return (
    <figure className="reports__figure">
      <figcaption id={titleId}>{caption}</figcaption>
      <div className="reports__legend" aria-hidden="true">
        {DAILY_SERIES.map((s) => (
          <span key={s.key}>
            <span className={`reports__swatch reports__bar-fill--${s.tone}`} /> {stageLabel(s.key)}
          </span>
        ))}
      </div>
      <div className="reports__columns">
        <span className="reports__axis-max" aria-hidden="true">
          {max}
        </span>
        <svg
          viewBox={`0 0 100 ${height}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={titleId}
          className="reports__columns-svg"
        >
          <title>{caption}</title>
          <line x1="0" y1={height} x2="100" y2={height} className="reports__axis" />
          {days.map((d, i) =>
            DAILY_SERIES.map((s, j) => {
              const h = (d.counts[s.key] / max) * (height - 4);
              return (
                <rect
                  key={`${d.day}-${s.key}`}
                  className={`reports__bar-fill--${s.tone}`}
                  x={i * slot + slot * 0.1 + j * barWidth}
                  y={height - h}
                  width={barWidth}
                  height={h}
                />
              );
            }),
          )}
        </svg>
      </div>
      <div className="reports__axis-days" aria-hidden="true">
        <span>{dayLabel(report.from)}</span>
        <span>{dayLabel(report.to)}</span>
      </div>
      <details className="reports__details">
        <summary>The numbers by day</summary>
        <ScrollRegion label="The numbers by day">
          <table className="console__table">
            <caption className="visually-hidden">Funnel by day, all brands</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {FUNNEL_STAGES.map((stage) => (
                  <th key={stage.key} scope="col">
                    {stage.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.day}</th>
                  {FUNNEL_STAGES.map((stage) => (
                    <td key={stage.key}>{d.counts[stage.key]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </figure>
  );
}

/** How long files wait in each status: the median and the slowest tenth, longest first. */
function TimeInStatus({ report }: { report: FunnelReport }) {
  const rows = report.timeInStatus.slice(0, 12);
  const max = Math.max(...rows.map((row) => row.p90Hours), 1);
  if (rows.length === 0) return <p>No file moved on from a status in these days.</p>;
  return (
    <>
      <div className="reports__legend" aria-hidden="true">
        <span>
          <span className="reports__swatch reports__bar-fill--primary" /> Median
        </span>
        <span>
          <span className="reports__swatch reports__bar-fill--muted" /> 90th percentile
        </span>
      </div>
      <table className="console__table reports__status-table reports__cards">
        <caption className="visually-hidden">
          Time in each status, median and 90th percentile, the slowest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Files</th>
            <th scope="col">Median</th>
            <th scope="col">90th percentile</th>
            <th scope="col" className="reports__chart-col">
              <span className="visually-hidden">Chart</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.status}>
              <th scope="row">
                <span className="console__status">{row.status}</span>
              </th>
              <td data-label="Files">{row.stays}</td>
              <td data-label="Median">{hoursLabel(row.medianHours)}</td>
              <td data-label="90th percentile">{hoursLabel(row.p90Hours)}</td>
              <td className="reports__chart-col">
                <Bar value={row.medianHours} max={max} />
                <Bar value={row.p90Hours} max={max} tone="muted" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function ByBrand({ report }: { report: FunnelReport }) {
  return (
    <table className="console__table reports__cards">
      <caption className="visually-hidden">Funnel by brand</caption>
      <thead>
        <tr>
          <th scope="col">Brand</th>
          {FUNNEL_STAGES.map((stage) => (
            <th key={stage.key} scope="col">
              {stage.label}
            </th>
          ))}
          <th scope="col">Funded of applied</th>
        </tr>
      </thead>
      <tbody>
        {report.byBrand.map((row) => (
          <tr key={row.brand}>
            <th scope="row">{report.brands.find((b) => b.code === row.brand)?.name ?? row.brand}</th>
            {FUNNEL_STAGES.map((stage) => (
              <td key={stage.key} data-label={stage.label}>
                {number(row.counts[stage.key])}
              </td>
            ))}
            <td data-label="Funded of applied">
              {percent(conversionPercent(row.counts.APPLIED, row.counts.FUNDED))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const fieldList = (fields: number[]) =>
  fields.map((n) => `${n} ${LAR_FIELDS[n - 1]?.name ?? ''}`.trim()).join('; ') || 'The whole row';

/** The HMDA register of a year: its FFIEC edit failures listed first, then the file (issue 24 item 7, 0241). */
function HmdaRegister() {
  const thisYear = new Date().getUTCFullYear();
  const years = Array.from({ length: Math.min(6, thisYear - LAR_FIRST_YEAR + 1) }, (_, i) => thisYear - i);
  const [year, setYear] = useState(thisYear);
  const [checked, setChecked] = useState(false);
  const [download, setDownload] = useState<{ busy: boolean; error: string | null; done: boolean }>({
    busy: false,
    error: null,
    done: false,
  });
  const edits = useLarEdits(year, checked);
  const result = edits.data;
  const fetchFile = async () => {
    setDownload({ busy: true, error: null, done: false });
    try {
      await downloadWithSession(`${HMDA_API_PATHS.lar}?year=${year}`, `HMDA-${year}-LAR.txt`);
      setDownload({ busy: false, error: null, done: true });
    } catch (caught) {
      setDownload({
        busy: false,
        error: caught instanceof ConsoleError ? caught.message : 'The file could not be made.',
        done: false,
      });
    }
  };
  return (
    <section className="console__card" aria-labelledby="hmda-title">
      <h2 id="hmda-title">HMDA loan/application register</h2>
      <p className="console__hint">
        The FFIEC pipe-delimited file of a calendar year: the transmittal sheet, then one 110-field row per
        application with its final action in the year. Check it first: rows the FFIEC edits would refuse are
        listed by edit, so they can be fixed before you file.
      </p>
      <form
        className="console__filters"
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          void edits.refetch();
        }}
      >
        <label className="console__field console__field--inline">
          <span>Year</span>
          <select
            value={year}
            onChange={(event) => {
              setYear(Number(event.target.value));
              setChecked(false);
              setDownload({ busy: false, error: null, done: false });
            }}
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="console__button" disabled={edits.isFetching}>
          Check the register
        </button>
      </form>
      {edits.isFetching && (
        <p role="status" className="console__hint">
          Building and checking the {year} register…
        </p>
      )}
      {edits.isError && (
        <div className="console__alert" role="alert">
          {edits.error.message}
        </div>
      )}
      {checked && result && !edits.isFetching && (
        <div className="reports__hmda-result">
          <p role="status">
            {result.failures.length === 0
              ? `${result.rows === 1 ? 'The 1 row' : `All ${result.rows} rows`} of ${result.year} ${
                  result.rows === 1 ? 'passes' : 'pass'
                } the FFIEC edits Hearth checks.`
              : `${result.failingRecords} of ${result.rows + 1} records fail ${result.failures.length} edit ${
                  result.failures.length === 1 ? 'check' : 'checks'
                }. Correct the data of each file listed, check again, then download.`}
          </p>
          {result.failures.length > 0 && (
            <ScrollRegion label="Rows that fail the FFIEC edits">
              <table className="console__table">
                <caption>Rows that fail the FFIEC edits, {result.year}</caption>
                <thead>
                  <tr>
                    <th scope="col">Edit</th>
                    <th scope="col">Record</th>
                    <th scope="col">Fields</th>
                    <th scope="col">What is wrong</th>
                  </tr>
                </thead>
                <tbody>
                  {result.failures.map((failure) => (
                    <tr key={`${failure.line}-${failure.edit}-${failure.fields.join('.')}`}>
                      <th scope="row">
                        <span className="console__status">{failure.edit}</span>
                      </th>
                      <td>
                        {failure.record === 'TS' ? 'Transmittal sheet' : <code>{failure.record}</code>}
                        <div className="console__sub">Line {failure.line}</div>
                      </td>
                      <td className="reports__wrap">{fieldList(failure.fields)}</td>
                      <td className="reports__wrap">{failure.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
          <p className="console__hint">
            Next: download the file and upload it to the FFIEC HMDA Platform, which runs these edits again
            with its quality and macro checks.
          </p>
          <button
            type="button"
            className="console__button console__button--secondary"
            disabled={download.busy}
            onClick={() => void fetchFile()}
          >
            Download the {result.year} register
          </button>
          {download.done && (
            <p role="status" className="console__done">
              The {result.year} register is downloaded.
            </p>
          )}
          {download.error && (
            <div className="console__alert" role="alert">
              {download.error}
            </div>
          )}
        </div>
      )}
    </section>
  );
}

/** The lender's reports (issue 24 item 7, decision 0240): the funnel, pull-through, time in status, HMDA. */
export default function ReportsPage({ staff }: { staff: StaffMember }) {
  const [params, setParams] = useSearchParams();
  const query: ReportQuery = {
    ...(params.get('from') ? { from: params.get('from') ?? '' } : {}),
    ...(params.get('to') ? { to: params.get('to') ?? '' } : {}),
  };
  const report = useFunnelReport(query);
  const data = report.data;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ['from', 'to']) {
      const value = String(form.get(key) ?? '');
      if (value) next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  const pull = data?.pullThrough;
  return (
    <section aria-labelledby="reports-title" className="reports">
      <h1 id="reports-title">Reports</h1>
      <p className="console__hint">
        Your lender’s own files, every brand, counted in UTC days. A stage counts a file the first time it
        gets there; pull-through follows the files that applied in these days to where they stand today.
      </p>
      <form className="console__filters" onSubmit={submit} key={`${data?.from}-${data?.to}`}>
        <label className="console__field console__field--inline">
          <span>From</span>
          <input type="date" name="from" defaultValue={data?.from ?? query.from ?? ''} required />
        </label>
        <label className="console__field console__field--inline">
          <span>To</span>
          <input type="date" name="to" defaultValue={data?.to ?? query.to ?? ''} required />
        </label>
        <button type="submit" className="console__button">
          Show these days
        </button>
      </form>
      {report.isError && (
        <div className="console__alert" role="alert">
          {report.error.message}
        </div>
      )}
      {report.isPending && (
        <p className="console__loading" role="status">
          Loading the reports…
        </p>
      )}
      {data && pull && (
        <>
          <div className="reports__summary">
            <div className="console__card reports__stat">
              <h2>Pull-through</h2>
              <p className="reports__big">{percent(pull.ratePercent)}</p>
              <p className="console__sub">
                {pull.funded} of {pull.applied} applications funded · {pull.closedUnfunded} closed without
                funding · {pull.open} still open
              </p>
            </div>
            <div className="console__card reports__stat">
              <h2>Applied</h2>
              <p className="reports__big">{number(data.totals.APPLIED)}</p>
              <p className="console__sub">
                {percent(conversionPercent(data.totals.OFFERED, data.totals.APPLIED))} of those who saw offers
              </p>
            </div>
            <div className="console__card reports__stat">
              <h2>Funded</h2>
              <p className="reports__big">{number(data.totals.FUNDED)}</p>
              <p className="console__sub">
                {dayLabel(data.from)} to {dayLabel(data.to)}
              </p>
            </div>
          </div>
          <div className="reports__grid">
            <section className="console__card" aria-labelledby="funnel-title">
              <h2 id="funnel-title">Funnel</h2>
              <Funnel report={data} />
            </section>
            <section className="console__card" aria-labelledby="daily-title">
              <h2 id="daily-title">Day by day</h2>
              <Daily report={data} />
            </section>
          </div>
          <section className="console__card" aria-labelledby="status-title">
            <h2 id="status-title">Time in each status</h2>
            <p className="console__hint">Stays that ended in these days, the slowest tenth first.</p>
            <ScrollRegion label="Time in each status">
              <TimeInStatus report={data} />
            </ScrollRegion>
          </section>
          <section className="console__card" aria-labelledby="brand-title">
            <h2 id="brand-title">By brand</h2>
            <ScrollRegion label="Funnel by brand">
              <ByBrand report={data} />
            </ScrollRegion>
          </section>
        </>
      )}
      {staffMay(staff.role, 'hmdaRegister') && <HmdaRegister />}
    </section>
  );
}
