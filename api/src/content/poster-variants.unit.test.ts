import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { photoJpeg, pngClaiming } from '../testing/images.js'
import { PosterUnreadable, renderPosterVariants, widthsFor } from './poster-variants.js'

describe('a poster’s renderings', () => {
  it('are made at the standard widths under the upload’s and at its own, up to 1600', () => {
    expect(widthsFor(3000)).toEqual([400, 800, 1200, 1600])
    expect(widthsFor(1600)).toEqual([400, 800, 1200, 1600])
    expect(widthsFor(1000)).toEqual([400, 800, 1000])
    expect(widthsFor(400)).toEqual([400])
    expect(widthsFor(250)).toEqual([250])
  })

  it('are WebP, upright as the camera’s orientation says, with no metadata kept', async () => {
    // Stored 600 × 400 and tagged "turn 90° clockwise": a portrait of 400 × 600.
    const sideways = await photoJpeg(600, 400, { orientation: 6 })
    const renderings = await renderPosterVariants(sideways)
    expect(renderings.map(({ width, height }) => [width, height])).toEqual([[400, 600]])
    const [only] = renderings
    const metadata = await sharp(only?.bytes).metadata()
    expect(metadata.format).toBe('webp')
    expect(metadata.exif).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
  })

  it('are each much smaller than a photograph’s upload', async () => {
    const photo = await photoJpeg(2000, 1125)
    const renderings = await renderPosterVariants(photo)
    expect(renderings.map(({ width, height }) => [width, height])).toEqual([
      [400, 225],
      [800, 450],
      [1200, 675],
      [1600, 900],
    ])
    const phone = renderings[1]?.bytes.length ?? Number.POSITIVE_INFINITY
    expect(phone).toBeLessThan(photo.length / 4)
    for (const { bytes } of renderings) expect(bytes.length).toBeLessThan(photo.length)
  })

  it('are refused for a damaged image and for one of too many pixels, before it is decoded', async () => {
    const photo = await photoJpeg(300, 200)
    await expect(renderPosterVariants(photo.subarray(0, 200))).rejects.toBeInstanceOf(
      PosterUnreadable,
    )
    // 10,000 × 10,000 claimed in a file of a few dozen bytes: 100 megapixels.
    const bomb = pngClaiming(10_000, 10_000)
    expect(bomb.length).toBeLessThan(100)
    const started = performance.now()
    await expect(renderPosterVariants(bomb)).rejects.toBeInstanceOf(PosterUnreadable)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
