/** The name the home greeting uses: the stored username, or 'there' when none is stored (spec 01 §1). */
export function greetingName(username: string | null | undefined): string {
  return username?.trim() || 'there';
}
