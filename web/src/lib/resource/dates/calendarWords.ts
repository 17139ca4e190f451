import { Classes } from '@blueprintjs/core'
import type { PopoverProps } from '@blueprintjs/core'
import { Classes as DateClasses } from '@blueprintjs/datetime'
import type { DatePickerProps } from '@blueprintjs/datetime'
import { messages } from '../../i18n'
import { dateLocale, i18nState } from '../../i18n/state'
import layerEn from '../messages.en.json'
import en from './messages.en.json'

const m = messages(en)
const layer = messages(layerEn)

/** What a calendar's words are (the props a single date's and a range's calendars share). */
type DayPickerProps = Pick<
  NonNullable<DatePickerProps['dayPickerProps']>,
  'dir' | 'weekStartsOn' | 'labels' | 'formatters'
>

const rightToLeft = () => document.documentElement.dir === 'rtl'

/** A date `Intl` writes in the page's date locale (Arabic: Lebanon's month names, its digits). */
function written(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  const format = new Intl.DateTimeFormat(dateLocale(), options)
  return (date) => format.format(date)
}

/**
 * The calendar in the page's language (docs/architecture.md#languages), for a picker's
 * `dayPickerProps`. English is Blueprint's calendar as it always was (none). Another language
 * says the calendar's buttons and menus in its words; a language with dates of its own (not the
 * pseudo-locale, which reads English dates) writes the months, the days and the digits as the
 * page's dates are written (Arabic: كانون الثاني, ن ث ر, the chosen digits), its week starts on
 * Monday (Lebanon's week, and the "This week" shortcut's), and right to left the calendar runs
 * from the right: the days of a week, the two months of a range, the arrow keys.
 */
export function calendarWords(): DayPickerProps | undefined {
  const { language } = i18nState
  if (language === 'en') return undefined
  const labels = {
    labelPrevious: () => m.previousMonth(),
    labelNext: () => m.nextMonth(),
    labelMonthDropdown: () => m.month(),
    labelYearDropdown: () => m.year(),
  }
  if (language === 'pseudo') return { labels }
  return {
    dir: rightToLeft() ? 'rtl' : 'ltr',
    weekStartsOn: 1,
    labels: {
      ...labels,
      labelDay: written({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
      labelWeekday: written({ weekday: 'long' }),
    },
    formatters: {
      formatCaption: written({ month: 'long', year: 'numeric' }),
      formatMonthCaption: written({ month: 'long' }),
      formatYearCaption: written({ year: 'numeric' }),
      formatWeekdayName: written({ weekday: 'narrow' }),
      formatDay: written({ day: 'numeric' }),
    },
  }
}

/** A box's placeholder when it is empty, in the page's language (English: Blueprint's own). */
export const emptyBoxWords = (bound: 'from' | 'to'): string | undefined =>
  i18nState.language === 'en' ? undefined : bound === 'from' ? m.startDate() : m.endDate()

/**
 * Where a picker's calendar opens: under its box, lined up with the box's start edge (the
 * right one right to left). Popper's `-start` is always the left edge.
 */
export const underTheBox = (): PopoverProps['placement'] =>
  rightToLeft() ? 'bottom-end' : 'bottom-start'

/**
 * What Blueprint writes in English whatever the props, said in the page's language as the
 * calendar opens: the calendar's name, its menus' "Open dropdown", the time's boxes and its
 * AM/PM choice. English keeps
 * Blueprint's words. The AM/PM select is named in every language (axe refuses a select with no
 * name).
 */
export function sayCalendar(popover: HTMLElement): void {
  for (const select of popover.querySelectorAll(`.${DateClasses.TIMEPICKER_AMPM_SELECT} select`)) {
    select.setAttribute('aria-label', layer.amOrPm())
    if (i18nState.language === 'en') continue
    for (const option of (select as HTMLSelectElement).options)
      option.text = option.value === 'pm' ? m.pm() : m.am()
  }
  if (i18nState.language === 'en') return
  popover.querySelector('[role="dialog"]')?.setAttribute('aria-label', m.datePicker())
  for (const title of popover.querySelectorAll(`.${Classes.HTML_SELECT} svg > title`))
    title.textContent = m.openMenu()
  const boxes = {
    [DateClasses.TIMEPICKER_HOUR]: m.hours(),
    [DateClasses.TIMEPICKER_MINUTE]: m.minutes(),
  }
  for (const [name, label] of Object.entries(boxes))
    popover.querySelector(`input.${name}`)?.setAttribute('aria-label', label)
}
