/** A query string of the values given: undefined, null and empty ones are left out. */
export const queryOf = (query: object) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]): [string, string][] =>
      value === undefined || value === null || value === '' ? [] : [[key, String(value)]],
    ),
  )
