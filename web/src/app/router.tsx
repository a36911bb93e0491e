import { type ComponentType, lazy } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router'
import { RootLayout } from './root-layout'

/** A page's module: each route file exports its page as `Component`. */
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((module) => ({ default: module.Component })))

// Every page is its own chunk, loaded when first visited; the cabinet (`/online-application`),
// the largest, ships to nobody who does not open it.
const Home = page(() => import('./routes/home'))
const Services = page(() => import('./routes/services'))
const NewsList = page(() => import('./routes/news-list'))
const SingleNews = page(() => import('./routes/single-news'))
const About = page(() => import('./routes/about'))
const Contacts = page(() => import('./routes/contacts'))
const PrivacyPolicy = page(() => import('./routes/privacy-policy'))
const Login = page(() => import('./routes/login'))
const SignUp = page(() => import('./routes/signup'))
const PasswordReset = page(() => import('./routes/password-reset'))
const Cabinet = page(() => import('./routes/cabinet'))
const NotFound = page(() => import('./routes/not-found'))

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
