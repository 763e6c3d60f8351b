/**
 * Reads a CSV file as a spreadsheet program does (RFC 4180: quoted cells, doubled quotes, CRLF
 * records, a UTF-8 byte order mark dropped), for tests of the exports.
 */
export function parseCsv(text: string): { header: string[]; rows: Record<string, string>[] } {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(cell);
      cell = "";
    } else if (char === "\r" && body[i + 1] === "\n") {
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
      i++;
    } else cell += char;
  }
  if (cell !== "" || record.length > 0) records.push([...record, cell]);
  const [header = [], ...rest] = records;
  return {
    header,
    rows: rest.map((values) =>
      Object.fromEntries(header.map((name, i) => [name, values[i] ?? ""])),
    ),
  };
}

/** The sum of a numeric column. */
export const columnSum = (rows: Record<string, string>[], column: string) =>
  rows.reduce((sum, row) => sum + Number(row[column] || 0), 0);
