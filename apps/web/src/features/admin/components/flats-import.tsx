import { Trans, useLingui } from '@lingui/react/macro';
import { FileUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { AdminApartment } from '@padosi/shared/admin';
import { FlatsImport, RESIDENTS_LIMITS as L, RESIDENTS_MESSAGES as M, type FlatsImported } from '@padosi/shared/residents';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field, Select, Textarea } from '../../../components/ui/field';
import { ApiError, errorText } from '../../../lib/api-client';
import { sharedText } from '../../../lib/shared-messages';
import { useImportFlats } from '../api/admin';

type Outcome =
  { kind: 'preview'; data: FlatsImported } | { kind: 'done'; data: FlatsImported } | { kind: 'problems'; message: string; lines: Array<[number, string]> };

/** Figures as a definition list: short labels that read the same in English and Hindi, whatever the number. */
function Figures({ items }: { items: Array<[string, number]> }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map(([label, n]) => (
        <div key={label} className="rounded-xl bg-white px-3 py-2 ring-1 ring-slate-200">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums text-slate-900">{n}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Blocks and flats from a CSV (issue 24): choose a file or paste the rows, check them (the server's dry run reads
 * the file exactly as the import will, and names each bad line), then import. Nothing is written until the admin
 * presses Import, and a file with any bad line imports nothing.
 */
export function FlatsImportPanel({ apartments }: { apartments: AdminApartment[] }) {
  const { t } = useLingui();
  const active = apartments.filter((a) => !a.retired);
  const [chosen, setApartmentId] = useState<number | null>(null);
  // With one apartment (the usual first set-up) it is the choice, even one added after the page opened.
  const apartmentId = chosen ?? (active.length === 1 ? active[0]!.id : null);
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = useImportFlats();
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();

  // Screen-reader users hear the preview or the result: focus goes to its heading once it is shown.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const changed = (text: string) => {
    setCsv(text);
    setOutcome(null);
    setError(null);
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    // A file far past the limit is not read into the page at all.
    if (file.size > L.csvMax * 4) {
      changed('');
      return setError(sharedText(M.csvTooLarge));
    }
    changed(await file.text());
  };

  const send = (dryRun: boolean) => {
    if (apartmentId === null) return setError(t`Choose the apartment the blocks belong to.`);
    if (!csv.trim()) return setError(t`Choose a CSV file or paste the rows first.`);
    const parsed = FlatsImport.safeParse({ csv });
    if (!parsed.success) return setError(sharedText(parsed.error.issues[0]!.message));
    setError(null);
    run.mutate(
      { apartmentId, csv, dryRun },
      {
        onSuccess: (data) => {
          setOutcome({ kind: dryRun ? 'preview' : 'done', data });
          if (!dryRun) {
            setCsv('');
            setFileName(null);
            if (fileRef.current) fileRef.current.value = '';
          }
        },
        onError: (err) => {
          const details = err instanceof ApiError ? Object.entries(err.details).filter(([k]) => /^\d+$/.test(k)) : [];
          if (details.length) {
            const lines = details.map(([k, v]) => [Number(k), sharedText(v)] as [number, string]).sort((a, b) => a[0] - b[0]);
            setOutcome({ kind: 'problems', message: errorText(err, ''), lines });
          } else {
            setOutcome(null);
            setError(errorText(err, t`Could not read the file. Please try again.`));
          }
        },
      },
    );
  };

  return (
    <section aria-labelledby="flats-import-title" className="max-w-3xl space-y-3">
      <h2 id="flats-import-title" className="text-lg font-semibold">
        <Trans>Import blocks and flats</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>
          A CSV file with one flat a row: <code className="rounded bg-slate-100 px-1">block,flat</code>, for example{' '}
          <code className="rounded bg-slate-100 px-1">Tower A,101</code>. A first row <code className="rounded bg-slate-100 px-1">block,flat</code> is skipped.
          At most {L.csvRowsMax} rows; flats already there are skipped.
        </Trans>
      </p>
      <Field label={t`Apartment`} required>
        {({ id }) => (
          <Select
            id={id}
            value={apartmentId ?? ''}
            onChange={(e) => {
              setApartmentId(e.target.value ? Number(e.target.value) : null);
              setOutcome(null);
            }}
          >
            <option value="">{active.length ? t`Choose an apartment` : t`Add an apartment first`}</option>
            {active.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="space-y-1.5">
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-700">
          <Trans>CSV file</Trans>
        </label>
        <input
          id={fileId}
          ref={fileRef}
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(e) => void pick(e.target.files?.[0])}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-xl file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        {fileName && (
          <p className="text-xs text-slate-500">
            <Trans>Read from {fileName}; you can correct the rows below.</Trans>
          </p>
        )}
      </div>
      <Field label={t`Or paste the rows`} counter={`${csv.length}/${L.csvMax}`}>
        {({ id, describedBy }) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            value={csv}
            onChange={(e) => changed(e.target.value)}
            spellCheck={false}
            placeholder={'block,flat\nTower A,101\nTower A,102'}
            className="font-mono"
            rows={6}
          />
        )}
      </Field>
      <p role={error ? 'alert' : undefined} className="min-h-5 text-sm text-red-600">
        {error}
      </p>
      <Button variant="outline" onClick={() => send(true)} loading={run.isPending && run.variables?.dryRun}>
        <FileUp className="size-4" aria-hidden="true" />
        <Trans>Check the rows</Trans>
      </Button>

      {outcome?.kind === 'problems' && (
        <div className="space-y-2 rounded-2xl border border-red-200 bg-red-50 p-4">
          <h3 ref={outcomeRef} tabIndex={-1} className="font-semibold text-red-800 focus:outline-none">
            {outcome.message}
          </h3>
          <Figures items={[[t`Rows with errors`, outcome.lines.length]]} />
          <ul aria-label={t`Rows with errors`} className="max-h-64 space-y-1 overflow-y-auto text-sm text-red-800">
            {outcome.lines.map(([line, message]) => (
              <li key={line}>{t`Line ${line}: ${message}`}</li>
            ))}
          </ul>
        </div>
      )}

      {outcome?.kind === 'preview' && (
        <div className="space-y-3 rounded-2xl border border-brand-200 bg-brand-50 p-4">
          <h3 ref={outcomeRef} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
            <Trans>Preview: nothing is saved yet</Trans>
          </h3>
          <Figures
            items={[
              [t`Rows read`, outcome.data.rows],
              [t`New blocks`, outcome.data.blocksAdded],
              [t`New flats`, outcome.data.flatsAdded],
              [t`Already there`, outcome.data.rows - outcome.data.flatsAdded],
            ]}
          />
          {/* Four short columns fit a phone; long names wrap rather than scroll. */}
          <table className="w-full table-fixed overflow-hidden rounded-xl bg-white text-left text-sm ring-1 ring-slate-200">
            <caption className="sr-only">{t`Preview: nothing is saved yet`}</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="w-14 px-2 py-2 font-semibold">{t`Line`}</th>
                <th scope="col" className="px-2 py-2 font-semibold">{t`Block`}</th>
                <th scope="col" className="px-2 py-2 font-semibold">{t`Flat`}</th>
                <th scope="col" className="px-2 py-2 font-semibold">{t`Status`}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {outcome.data.preview?.map((r) => (
                <tr key={r.line}>
                  <td className="px-2 py-1.5 tabular-nums text-slate-500">{r.line}</td>
                  <td className="break-words px-2 py-1.5">{r.block}</td>
                  <td className="break-words px-2 py-1.5">{r.flat}</td>
                  <td className="px-2 py-1.5">{r.isNew ? <Badge tone="green">{t`New`}</Badge> : <Badge tone="slate">{t`Already there`}</Badge>}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {(outcome.data.preview?.length ?? 0) < outcome.data.rows && (
            <p className="text-sm text-slate-600">{t`Showing the first ${outcome.data.preview?.length ?? 0} of ${outcome.data.rows} rows.`}</p>
          )}
          <Button onClick={() => send(false)} loading={run.isPending && !run.variables?.dryRun} disabled={outcome.data.flatsAdded === 0}>
            <Trans>Import the new flats</Trans>
          </Button>
        </div>
      )}

      {outcome?.kind === 'done' && (
        <div role="status" className="space-y-3 rounded-2xl border border-green-200 bg-green-50 p-4">
          <h3 ref={outcomeRef} tabIndex={-1} className="font-semibold text-green-800 focus:outline-none">
            <Trans>Import finished</Trans>
          </h3>
          <Figures
            items={[
              [t`Blocks added`, outcome.data.blocksAdded],
              [t`Flats added`, outcome.data.flatsAdded],
              [t`Skipped (already there)`, outcome.data.rows - outcome.data.flatsAdded],
              [t`Errors`, 0],
            ]}
          />
        </div>
      )}
    </section>
  );
}
