import { parse } from 'csv-parse/sync';
import { RESIDENTS_LIMITS as L, RESIDENTS_MESSAGES as M } from '@padosi/shared/residents';
import { maxMessage } from '@padosi/shared/common';
import { Invalid } from '../../platform/http/errors';

export interface FlatRow {
  block: string;
  flat: string;
  /** Its line in the file (1-based), for the preview. */
  line: number;
}

/**
 * Reads an admin's `block,flat` CSV (an optional `block,flat` header; quoted values; blank lines skipped). Every
 * row is checked before anything is written: any bad row refuses the whole file with one message per line
 * (`details`, keyed by line number), so an import is all or nothing.
 */
export function readFlatsCsv(text: string): FlatRow[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      // Files saved on Windows, Mac or Linux, or edited on more than one.
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      to: L.csvRowsMax + 2,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch {
    throw Invalid(M.csvUnreadable);
  }
  if (records.length && /^block$/i.test(records[0]!.record[0] ?? '') && /^flat$/i.test(records[0]!.record[1] ?? '')) records.shift();
  if (!records.length) throw Invalid(M.csvEmpty);
  if (records.length > L.csvRowsMax) throw Invalid(M.csvTooLarge);

  const rows: FlatRow[] = [];
  const problems: Record<string, string> = {};
  for (const { record, info } of records) {
    const line = String(info.lines);
    const [block = '', flat = '', ...rest] = record;
    if (rest.some((v) => v !== '')) problems[line] = M.csvColumns;
    else if (!block) problems[line] = M.blockNameRequired;
    else if (!flat) problems[line] = M.flatNameRequired;
    else if (block.length > L.blockNameMax) problems[line] = maxMessage(L.blockNameMax);
    else if (flat.length > L.flatNameMax) problems[line] = maxMessage(L.flatNameMax);
    else rows.push({ block, flat, line: info.lines });
  }
  if (Object.keys(problems).length) throw Invalid(M.csvHasErrors, problems);
  return rows;
}
