/**
 * A table's roles said outright, to spread on its elements when CSS lays it out otherwise (rows as cards on a phone):
 * some browsers then read it as no table at all.
 */
export const tableRoles = {
  table: { role: "table" },
  rowgroup: { role: "rowgroup" },
  row: { role: "row" },
  columnheader: { role: "columnheader" },
  rowheader: { role: "rowheader" },
  cell: { role: "cell" },
} as const;
