/**
 * The place URLs Vike prerenders: none. The production build writes the place pages itself,
 * in a plain loop that holds no page in memory (build/placePages.ts).
 */
export function onBeforePrerenderStart(): string[] {
  return []
}
