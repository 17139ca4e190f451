import { UPLOAD_MAX_BYTES } from 'contracts'
import { describe, expect, it } from 'vitest'
import { imageFileProblem } from './uploadImage'

const file = (size: number, type: string, name = 'photo') =>
  new File([new Uint8Array(size)], name, { type })

describe('checking an image before upload', () => {
  it('accepts PNG, JPEG and WebP up to the limit', () => {
    expect(imageFileProblem(file(10, 'image/png'))).toBeUndefined()
    expect(imageFileProblem(file(10, 'image/jpeg'))).toBeUndefined()
    expect(imageFileProblem(file(UPLOAD_MAX_BYTES, 'image/webp'))).toBeUndefined()
  })

  it('refuses other types with the mock’s words', () => {
    expect(imageFileProblem(file(10, 'image/gif'))).toBe('The image must be a PNG, JPEG or WebP')
    expect(imageFileProblem(file(10, 'application/pdf', 'menu.png'))).toBe(
      'The image must be a PNG, JPEG or WebP',
    )
  })

  it('refuses a file one byte over the limit', () => {
    expect(imageFileProblem(file(UPLOAD_MAX_BYTES + 1, 'image/png'))).toBe(
      'The image must be at most 2 MB',
    )
  })
})
