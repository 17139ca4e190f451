import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FigureTable } from './ShiftFigures'

// The report's charts (uPlot) ask the screen's pixel ratio when loaded.
vi.hoisted(() => {
  window.matchMedia ??= (() => ({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
})

afterEach(cleanup)

describe('FigureTable', () => {
  it('opens a row clicked anywhere on it, and leaves its link to do its own work', () => {
    const open = vi.fn()
    render(
      <FigureTable
        caption="Closes"
        head={['Closed at', 'Branch', 'Net sales']}
        numeric={[2]}
        onRowClick={open}
        rows={[
          [<a href="#c1">Nov 24</a>, 'Beirut - Hamra', '$120.00'],
          [<a href="#c2">Nov 25</a>, 'Jounieh - Kaslik', '$80.00'],
        ]}
      />,
    )
    fireEvent.click(screen.getByText('Jounieh - Kaslik'))
    expect(open).toHaveBeenCalledWith(1)
    fireEvent.click(screen.getByText('$120.00'))
    expect(open).toHaveBeenLastCalledWith(0)
    fireEvent.click(screen.getByText('Nov 24'))
    expect(open).toHaveBeenCalledTimes(2)
  })
})
