/** The value of one series in a Prometheus text answer, or undefined when there is none. */
export function sample(
  text: string,
  name: string,
  labels: Record<string, string>,
): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue
    const inside = line.slice(name.length + 1, line.indexOf('}'))
    if (wanted.every((pair) => inside.split(',').includes(pair)))
      return Number(line.split(' ').pop())
  }
  return undefined
}
