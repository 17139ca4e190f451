import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { speakArabic, speakEnglish } from '../../lib/orders/testing'
import TermsScreen from './TermsScreen'

const mount = () =>
  render(
    <MemoryRouter>
      <TermsScreen />
    </MemoryRouter>,
  )

afterEach(() => {
  cleanup()
  speakEnglish()
})

describe('TermsScreen', () => {
  it('reads the terms in English, each term with what it means', () => {
    mount()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms and Conditions')
    expect(screen.getByText('Country means Lebanon.')).toBeTruthy()
    expect(screen.getByText('Last updated: July 31, 2023')).toBeTruthy()
  })

  it('reads the whole terms in Arabic, no English left', async () => {
    await speakArabic()
    mount()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الشروط والأحكام')
    expect(screen.getByText('يُقصد بـ«البلد» لبنان.')).toBeTruthy()
    expect(screen.getByText('آخر تحديث: 31 تموز 2023')).toBeTruthy()
    expect(screen.getByRole('main').textContent).not.toMatch(/[A-Za-z]/)
  })
})
