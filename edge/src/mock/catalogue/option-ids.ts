type Ided = { id?: number | undefined }
type Stored = { id?: number | undefined; options: readonly Ided[] }

const idOf = (x: object) => (x as Ided).id
const highest = (ids: (number | undefined)[]) => Math.max(0, ...ids.map((id) => id ?? 0))

/**
 * The option groups with an id on every group and option (product.ts): ids
 * sent back are kept, a new group or option gets the next number after the
 * highest of the product (`before`: its stored groups, and those sent), so an
 * id the product has is never given to another of its choices.
 */
export function withOptionIds<G extends { options: readonly object[] }>(
  groups: readonly G[],
  before: readonly Stored[] = [],
): (Omit<G, 'id' | 'options'> & {
  id: number
  options: (G['options'][number] & { id: number })[]
})[] {
  let nextGroup = highest([...groups.map(idOf), ...before.map((g) => g.id)])
  let nextOption = highest([
    ...groups.flatMap((g) => g.options.map(idOf)),
    ...before.flatMap((g) => g.options.map((o) => o.id)),
  ])
  // The id first, as the contract lists it: a group saved unchanged compares equal to the stored one.
  const withId = <T extends object>(x: T, next: () => number) => {
    const { id, ...rest } = x as T & Ided
    return { id: id ?? next(), ...rest }
  }
  return groups.map((g) => ({
    ...withId(g, () => ++nextGroup),
    options: g.options.map((o) => withId(o, () => ++nextOption)),
  })) as never
}
