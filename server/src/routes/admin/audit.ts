import type { AUDIT_ACTIONS } from '../../contracts/admin.ts';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One row of audit_log (written by writeAudit in repository.ts). */
export interface AuditEntry {
  userId: number | null;
  email: string | null;
  action: AuditAction;
  resource: string;
  recordId: number | string | null;
  diff: Record<string, unknown>;
}

const MAX_TEXT = 200;

/** Long texts (chapters, HTML) are summarised: the audit tells what changed, it is no version history. */
function summarise(value: unknown): unknown {
  if (typeof value === 'string' && value.length > MAX_TEXT) return `${value.slice(0, MAX_TEXT)}… (${value.length} characters)`;
  if (Array.isArray(value)) {
    const json = JSON.stringify(value);
    if (json.length > MAX_TEXT * 2) return `${value.length} items`;
  }
  return value;
}

const IGNORED = new Set(['updated_at', 'contrast_warning']);

/** {field: {from, to}} of the fields that differ between two versions of a record. */
export function diffRecords(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const diff: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (IGNORED.has(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      diff[key] = { from: summarise(before[key]), to: summarise(after[key]) };
    }
  }
  return diff;
}

/** The record's fields, long ones summarised (create and delete rows). */
export function snapshot(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => !IGNORED.has(key))
      .map(([key, value]) => [key, summarise(value)]),
  );
}
