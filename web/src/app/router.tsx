import { type ComponentType, lazy, useState } from 'react'
import { BrowserRouter, matchPath, Route, Routes } from 'react-router'
import { loadCatalogs } from '../lib/i18n'
import { RootLayout } from './root-layout'
import { NOT_FOUND, PAGES, type PageEntry } from './route-table'

export { SHELL_CATALOGS } from './route-table'

type PageModule = { Component: ComponentType }

/** Each page's module, its own chunk, loaded when the page is first visited. */
const modules = import.meta.glob<PageModule>('./routes/*.tsx')

/**
 * A page: its module and the catalogs of the features it composes, loaded together. Once both
 * are there (the first page's before the first render, main.tsx), the page renders at once;
 * before, it suspends. A page that suspends shows its content no sooner than 300 ms after the
 * fallback (React's throttle), which on a first visit only delays the largest paint.
 */
function page({ module, catalogs }: PageEntry) {
  const load = modules[`./routes/${module}.tsx`]
  if (!load) throw new Error(`routes/${module}.tsx does not exist`)
  const features = [...catalogs]
  let loading: Promise<ComponentType> | undefined
  let ready: ComponentType | undefined
  const loadModule = () => {
    loading ??= load().then((loaded) => loaded.Component)
    return loading
  }
  const loadPage = () =>
    Promise.all([loadModule(), loadCatalogs(features)]).then(([component]) => {
      ready = component
      return component
    })
  const Lazy = lazy(() => loadPage().then((component) => ({ default: component })))
  function Page() {
    // Chosen once per mount: a page never swaps its element type under a visitor's input.
    const [Loaded] = useState(() => ready)
    return Loaded ? <Loaded /> : <Lazy />
  }
  return Object.assign(Page, { loadPage, features })
}

/**
 * The routes (in the order they are matched), each with its page; two addresses of one module
 * (a cabinet tab and a confirmation in it) share the page, so moving between them keeps it.
 */
const pageOfModule = new Map<string, ReturnType<typeof page>>()
const routes = PAGES.map((entry) => {
  const Page = pageOfModule.get(entry.module) ?? page(entry)
  pageOfModule.set(entry.module, Page)
  return { path: entry.path, Page }
})
const NotFound = page(NOT_FOUND)

/** The page at `pathname`: the catalogs it needs, and its loading (module and catalogs). */
export function pageAt(pathname: string) {
  const found = routes.find(({ path }) => matchPath(path, pathname))?.Page ?? NotFound
  return { features: found.features, load: found.loadPage }
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
