/**
 * ArrayInput edits a list of objects: a list of plain values (ids, texts) is shown as rows of one field,
 * `{ [field]: value }`, and saved back as the values.
 */
export function valueRows(field: string) {
  return {
    format: (values: unknown) => (Array.isArray(values) ? values.map((value) => (typeof value === 'object' ? value : { [field]: value })) : []),
    parse: (rows: unknown) =>
      Array.isArray(rows) ? rows.map((row) => (row && typeof row === 'object' ? (row as Record<string, unknown>)[field] : row)) : [],
  };
}
