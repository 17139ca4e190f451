import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Form } from 'react-final-form'
import { afterEach, describe, expect, it } from 'vitest'
import { LinkTargetField } from './LinkTargetField'

function mount(initialValues: Record<string, unknown>) {
  const values: { current: Record<string, unknown> } = { current: {} }
  render(
    <Form
      onSubmit={() => undefined}
      initialValues={initialValues}
      render={({ values: now }) => {
        values.current = now
        return <LinkTargetField />
      }}
    />,
  )
  return values
}

afterEach(cleanup)

describe('LinkTargetField', () => {
  it('asks for an address when the link is a web page', () => {
    const values = mount({ linkType: 'none', linkTargetId: null, linkUrl: '' })
    expect(screen.queryByLabelText(/Web address/)).toBeNull()
    fireEvent.change(screen.getByLabelText('Link'), { target: { value: 'url' } })
    fireEvent.change(screen.getByLabelText(/Web address/), {
      target: { value: 'https://example.com/iftar' },
    })
    expect(values.current).toMatchObject({ linkType: 'url', linkUrl: 'https://example.com/iftar' })
  })

  it('clears the old target when the kind of link changes', () => {
    const values = mount({ linkType: 'product', linkTargetId: 7, linkUrl: '' })
    fireEvent.change(screen.getByLabelText('Link'), { target: { value: 'none' } })
    expect(values.current).toMatchObject({ linkType: 'none', linkTargetId: null, linkUrl: '' })
    fireEvent.change(screen.getByLabelText('Link'), { target: { value: 'url' } })
    fireEvent.change(screen.getByLabelText(/Web address/), { target: { value: 'https://a.test' } })
    fireEvent.change(screen.getByLabelText('Link'), { target: { value: 'none' } })
    expect(values.current).toMatchObject({ linkType: 'none', linkUrl: '' })
  })
})
