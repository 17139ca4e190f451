import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { openIdOf, useOpenParam } from './useOpenParam'

describe('openIdOf', () => {
  it('reads a positive whole id, nothing else', () => {
    expect(openIdOf(new URLSearchParams('open=123'), 'open')).toBe(123)
    for (const bad of ['open=0', 'open=-4', 'open=abc', 'open=1.5', 'other=3', 'open='])
      expect(openIdOf(new URLSearchParams(bad), 'open')).toBeUndefined()
  })
})

describe('useOpenParam', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/customer?isBlocked=true&page=2']}>{children}</MemoryRouter>
  )
  it('opens and closes beside the list state', () => {
    const { result } = renderHook(() => ({ param: useOpenParam(), location: useLocation() }), {
      wrapper,
    })
    expect(result.current.param.id).toBeUndefined()
    expect(result.current.param.hrefOf(7)).toBe('?isBlocked=true&page=2&open=7')
    act(() => result.current.param.open(7))
    expect(result.current.param.id).toBe(7)
    expect(result.current.location.search).toBe('?isBlocked=true&page=2&open=7')
    act(() => result.current.param.close())
    expect(result.current.location.search).toBe('?isBlocked=true&page=2')
  })
})
