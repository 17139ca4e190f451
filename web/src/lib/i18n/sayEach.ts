import { say } from './index'

/**
 * A record of contract texts (a filter's choices, an enum's labels) in the page's language,
 * each through say(); the same keys, so a filter still sends the key.
 */
export function sayEach<K extends string | number>(texts: Record<K, string>): Record<K, string> {
  const out = {} as Record<K, string>
  for (const key of Object.keys(texts) as K[]) out[key] = say(texts[key])
  return out
}
