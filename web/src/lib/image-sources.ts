/** An image at one width, as the gateway lists a poster's renderings (`ImageVariant`). */
export interface ImageVariant {
  url: string
  width: number
}

/** The `srcset` of an image's renderings: `{url} {width}w`, narrowest first; none: undefined. */
export function srcSetOf(variants: readonly ImageVariant[]): string | undefined {
  if (variants.length === 0) return undefined
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map(({ url, width }) => `${url} ${width}w`)
    .join(', ')
}

/**
 * An `<img>`'s `srcSet` and `sizes` for an image with renderings (spread into its props), or
 * nothing for one without (a drawn poster, which scales itself): its `src` alone then.
 */
export function imageSources(variants: readonly ImageVariant[], sizes: string) {
  const srcSet = srcSetOf(variants)
  return srcSet ? { srcSet, sizes } : {}
}
