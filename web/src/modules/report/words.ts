import { bothCurrencies, differenceInWords, lbpDifferenceInWords } from 'contracts'
import { messages, say } from '../../lib/i18n'
import { formatLbp, formatRate } from '../../lib/i18n/money'
import en from './messages.en.json'

/** The reports' words (messages.en.json; Arabic in web/src/locales/ar.json). */
export const m = messages(en)

// The contracts' money words in the page's language (the API catalogue's patterns translate them).
/** "450,000 LBP" */
export const lbpText = (amount: number) => formatLbp(amount)
/** "89,500 LBP per dollar" */
export const rateText = (lbpPerUsd: number) => formatRate(lbpPerUsd)
/** "$12.50 and 450,000 LBP" */
export const bothText = (usd: string, lbp: number) => say(bothCurrencies(usd, lbp))
/** "Balanced", "$2.00 over", "$0.50 short" */
export const differenceText = (difference: string) => say(differenceInWords(difference))
/** "Balanced", "5,000 LBP over" */
export const lbpDifferenceText = (difference: number) => say(lbpDifferenceInWords(difference))
