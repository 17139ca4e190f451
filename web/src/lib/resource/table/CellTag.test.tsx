import { Classes } from '@blueprintjs/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CellTag } from './CellTag'

describe('CellTag', () => {
  it("looks as Blueprint's Tag: its classes, intent, minimal and round, around the words", () => {
    render(
      <CellTag intent="warning" minimal round>
        Pending
      </CellTag>,
    )
    const tag = screen.getByText('Pending').parentElement!
    expect(tag.className.split(' ').sort()).toEqual(
      [Classes.TAG, Classes.INTENT_WARNING, Classes.MINIMAL, Classes.ROUND].sort(),
    )
    expect(screen.getByText('Pending').className).toBe(Classes.FILL)
  })

  it('is a plain tag without intent unless one is given', () => {
    render(<CellTag>Active</CellTag>)
    expect(screen.getByText('Active').parentElement!.className).toBe(Classes.TAG)
  })
})
