/** A count with its noun, singular for one: `1 item`, `2 items` (`many` for an irregular plural). */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
