interface Ided {
  id?: number | undefined
}
type Group<O> = Ided & { options: (Ided & O)[] }

const highest = (ids: (number | undefined)[]) => Math.max(0, ...ids.map((id) => id ?? 0))

/**
 * The option groups with an id on every group and option (product.ts): ids
 * sent back are kept, a new group or option gets the next number after the
 * highest the product ever had (`before`, its stored groups), so an id is
 * never given to another choice of the same product.
 */
export function withOptionIds<O, G extends Group<O>>(
  groups: readonly G[],
  before: readonly Group<unknown>[] = [],
): (Omit<G, 'id' | 'options'> & { id: number; options: (O & { id: number })[] })[] {
  const seen = <T extends Ided>(list: readonly T[], pick: (g: Group<unknown>) => Ided[]) =>
    highest([...list.map((x) => x.id), ...before.flatMap((g) => pick(g).map((x) => x.id))])
  let nextGroup = seen(groups, (g) => [g])
  let nextOption = seen(
    groups.flatMap((g) => g.options),
    (g) => g.options,
  )
  return groups.map((g) => ({
    ...g,
    id: g.id ?? ++nextGroup,
    options: g.options.map((o) => ({ ...o, id: o.id ?? ++nextOption })),
  }))
}
