import type { TImportPreview } from '@intel/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { headerKey } from './import-columns.ts';
import { columnsByHeader, importRows } from './import-table.ts';
import { fileDigest, importReport, oneImportAtATime, singleFile } from './import-upload.ts';
import type { AnyDef } from './resource-def.ts';
import { readSheet } from './table-import.ts';

/** Rows a preview lists of each outcome (all are counted): the answer stays small for a 5,000-row file. */
export const PREVIEW_ROWS_LISTED = 200;

/**
 * `POST …/upload/preview/`: what importing the file would do, nothing written — which of its headers
 * fill which column (and which are ignored, and why), and each row's outcome as the import would
 * give it (`importRows` with `write: false`: the same reads, the same visibility, the same batches
 * that yield, the same one-at-a-time per tenant). Rows are listed up to `PREVIEW_ROWS_LISTED` per
 * outcome; the answer carries the file's digest, which the import takes to refuse another file.
 */
export async function previewUpload(
  def: AnyDef,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TImportPreview> {
  return oneImportAtATime(request, reply, async (progress) => {
    const file = await singleFile(request);
    const { header, rows } = await readSheet(file);
    const report = importReport(
      await importRows(def, (fn) => request.withTenant(fn), rows, {
        write: false,
        batchMs: request.server.config.importBatchMs,
        batchRows: request.server.config.importBatchRows,
        progress,
      }),
    );
    const listed = new Map<string, number>();
    const shown = report.rows.filter((r) => {
      const n = listed.get(r.status) ?? 0;
      listed.set(r.status, n + 1);
      return n < PREVIEW_ROWS_LISTED;
    });
    return {
      ...report,
      rows: shown,
      digest: fileDigest(file),
      listed_per_status: PREVIEW_ROWS_LISTED,
      columns: matchColumns(def, header),
    };
  });
}

/** Which of a file's headers the import reads, into which column; the others and why not. */
export function matchColumns(def: AnyDef, header: string[]): TImportPreview['columns'] {
  const byHeader = columnsByHeader(def.xlsx);
  const matched: TImportPreview['columns']['matched'] = [];
  const ignored: TImportPreview['columns']['ignored'] = [];
  const seen = new Map<string, string>();
  for (const h of header) {
    if (!h) continue;
    const col = byHeader.get(headerKey(h));
    if (!col) ignored.push({ header: h, reason: `Not a column of ${def.label.toLowerCase()} records.` });
    else if (seen.has(col.key))
      ignored.push({ header: h, reason: `Repeats ${col.header} (read from “${seen.get(col.key)}”).` });
    else if (!col.read && col.key !== 'id') {
      seen.set(col.key, h);
      ignored.push({ header: h, reason: `${col.header} is worked out by the product, not imported.` });
    } else {
      seen.set(col.key, h);
      matched.push({ header: h, column: col.key === 'id' ? `${col.header} (which record to update)` : col.header });
    }
  }
  const absent = def.xlsx.filter((c) => c.read && !seen.has(c.key)).map((c) => c.header);
  return { matched, ignored, absent };
}
