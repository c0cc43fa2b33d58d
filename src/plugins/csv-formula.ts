import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP, "CSV Injection"): a name
 * typed as `=1+2+cmd|"/c calc"!A1` would run when the owner opens the export.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** A cell that would start a formula gets a leading `'`, which spreadsheets show as text. */
export function neutralizeFormula(value: unknown): unknown {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value
}

/** Every cell of an export batch, before the plugin writes it (CSV only; JSON stays as stored). */
export const neutralizeFormulaCells: ExportBeforeHook = ({ data, format }) =>
  format === 'csv'
    ? data.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [key, neutralizeFormula(value)]),
        ),
      )
    : data
