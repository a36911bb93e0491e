import { type ComponentType, lazy } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router'
import { loadCatalogs } from '../lib/i18n'
import { RootLayout } from './root-layout'

/** The catalogs the shell needs on every page (loaded before the first render). */
export const SHELL_CATALOGS = ['shell'] as const

/**
 * A page: its module (each route file exports its page as `Component`) and the catalogs of the
 * features it composes, loaded together (`router.test.ts` checks the list against the imports).
 */
const page = (load: () => Promise<{ Component: ComponentType }>, features: string[]) =>
  lazy(async () => {
    const [module] = await Promise.all([load(), loadCatalogs(features)])
    return { default: module.Component }
  })

// Every page is its own chunk, loaded when first visited; the cabinet (`/online-application`),
// the largest, ships to nobody who does not open it.
const Home = page(() => import('./routes/home'), ['home', 'maps', 'feedback'])
const Services = page(() => import('./routes/services'), ['content'])
const NewsList = page(() => import('./routes/news-list'), ['news'])
const SingleNews = page(() => import('./routes/single-news'), ['news'])
const About = page(() => import('./routes/about'), ['content', 'feedback'])
const Contacts = page(() => import('./routes/contacts'), ['content', 'feedback', 'maps'])
const PrivacyPolicy = page(() => import('./routes/privacy-policy'), ['content'])
const Login = page(() => import('./routes/login'), ['accounts'])
const SignUp = page(() => import('./routes/signup'), ['accounts'])
const PasswordReset = page(() => import('./routes/password-reset'), ['accounts'])
const Cabinet = page(() => import('./routes/cabinet'), ['cabinet', 'feedback'])
const NotFound = page(() => import('./routes/not-found'), ['shell'])

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
          <Route index element={<Home />} />
          <Route path="services" element={<Services />} />
          <Route path="news-all/:pageId" element={<NewsList />} />
          <Route path="single-news/:id" element={<SingleNews />} />
          <Route path="about-us" element={<About />} />
          <Route path="contacts" element={<Contacts />} />
          <Route path="privacy_policy" element={<PrivacyPolicy />} />
          <Route path="login" element={<Login />} />
          <Route path="signup" element={<SignUp />} />
          <Route path="password-reset/:linkCode?" element={<PasswordReset />} />
          <Route path="online-application/:tab?" element={<Cabinet />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  )
}
