// CSV writing is a dozen lines with one rule (quote a cell holding a comma, quote or line break; double its
// quotes), so a tested escaper here beats a parser library in every billing chunk.

/** A cell: text or a number (numbers are written as they are, with a dot). */
export type CsvCell = string | number | null | undefined;

// A spreadsheet runs a cell starting with one of these as a formula: such text gets a leading apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as CSV: numbers as they are, text guarded against formulas and quoted when it must be. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as a CSV document (RFC 4180: CRLF between rows). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** Saves `blob` as a download named `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; releasing it later keeps slow browsers from losing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves rows as a CSV download (with a byte-order mark so spreadsheets read UTF-8). */
export function downloadCsv(filename: string, rows: readonly (readonly CsvCell[])[]): void {
  saveFile(new Blob(["\uFEFF", toCsv(rows)], { type: "text/csv;charset=utf-8" }), filename);
}
