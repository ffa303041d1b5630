/**
 * A table looked up by the words of a visitor's text. It has no prototype, so a word such as "constructor",
 * "toString" or "__proto__" finds nothing instead of an Object method (which once took the engine down on
 * "the hidden constructor").
 */
export function wordTable<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
