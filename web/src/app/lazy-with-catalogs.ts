import { type ComponentType, lazy } from 'react'
import { loadCatalogs } from '../lib/i18n'

/**
 * A lazily loaded component with the catalogs of the features it shows: the module and the
 * texts download together, and only when the component is first rendered. Pages (router.tsx)
 * and the parts of a page below its fold are loaded this way.
 */
export function lazyWithCatalogs<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  catalogs: string[],
) {
  return lazy(async () => {
    const [component] = await Promise.all([load(), loadCatalogs(catalogs)])
    return { default: component }
  })
}
