import { expect, test } from 'vitest'
import { imageSources, srcSetOf } from './image-sources'

test('a poster’s renderings become a srcset by width, narrowest first', () => {
  expect(
    srcSetOf([
      { url: '/storage/news-posters/7/800.webp', width: 800 },
      { url: '/storage/news-posters/7/400.webp', width: 400 },
    ]),
  ).toBe('/storage/news-posters/7/400.webp 400w, /storage/news-posters/7/800.webp 800w')
})

test('an image with no renderings keeps its src alone: no srcset, no sizes', () => {
  expect(srcSetOf([])).toBeUndefined()
  expect(imageSources([], '100vw')).toEqual({})
  expect(imageSources([{ url: '/a/400.webp', width: 400 }], '100vw')).toEqual({
    srcSet: '/a/400.webp 400w',
    sizes: '100vw',
  })
})
