import type { ComponentType } from 'react'
import { BrowserRouter, matchPath, Route, Routes } from 'react-router'
import { lazyWithCatalogs } from './lazy-with-catalogs'
import { RootLayout } from './root-layout'
import { NOT_FOUND, PAGES, type PageEntry } from './route-table'

export { SHELL_CATALOGS } from './route-table'

type PageModule = { Component: ComponentType }

/** Each page's module, its own chunk, loaded when the page is first visited. */
const modules = import.meta.glob<PageModule>('./routes/*.tsx')

/** A page: its module and the catalogs of the features it composes, loaded together. */
function page({ module, catalogs }: PageEntry) {
  const load = modules[`./routes/${module}.tsx`]
  if (!load) throw new Error(`routes/${module}.tsx does not exist`)
  let loading: Promise<ComponentType> | undefined
  const loadModule = () => {
    loading ??= load().then((loaded) => loaded.Component)
    return loading
  }
  const features = [...catalogs]
  return Object.assign(lazyWithCatalogs(loadModule, features), { loadModule, features })
}

/** The routes (in the order they are matched), each with its page. */
const routes = PAGES.map((entry) => ({ path: entry.path, Page: page(entry) }))
const NotFound = page(NOT_FOUND)

/**
 * At start, before the shell's texts arrive: the code of the page at `pathname` starts
 * downloading, and the catalogs it needs are named so that they come with the shell's, in one
 * round trip instead of three one after another (shell → page code → page texts).
 */
export function startLoadingPage(pathname: string): readonly string[] {
  const found = routes.find(({ path }) => matchPath(path, pathname))?.Page ?? NotFound
  found.loadModule()
  return found.features
}

/**
 * The portal's routes, as the product defines them. React Router's declarative mode: the pages
 * get their data from GraphQL (Apollo), so the data router's loaders and actions would add
 * ~19 KB gzipped to every visit for nothing (docs/decisions, the web's structure).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<RootLayout />}>
          {routes.map(({ path, Page }) =>
            path === '/' ? (
              <Route key={path} index element={<Page />} />
            ) : (
              <Route key={path} path={path.slice(1)} element={<Page />} />
            ),
          )}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  )
}
