/** Case-insensitive substring match on the class name; an empty search shows all (CLS-16, AMB-30). */
export function filterClasses<T extends { className: string }>(classes: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase('de');
  if (!needle) return [...classes];
  return classes.filter((c) => c.className.toLocaleLowerCase('de').includes(needle));
}
