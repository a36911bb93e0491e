import { WhenVisible } from '../../components/when-visible'
import { AboutSection } from '../../features/home/about-section'
import { HomeCarousel } from '../../features/home/carousel'
import { HomeBanner } from '../../features/home/home-banner'
import { ServicesTeaser } from '../../features/home/services-teaser'
import { useHomeTitle } from '../../features/home/use-home-title'
import { lazyWithCatalogs } from '../lazy-with-catalogs'

// Below the fold, each its own chunk, loaded when its place comes near the screen: the maps
// (outlines, markers), the news (with the data hooks) and the feedback form. A first visit
// downloads only what the first screens show.
const BorderMap = lazyWithCatalogs(
  () => import('../../features/maps/border-map').then((module) => module.BorderMap),
  ['maps'],
)
const LatestNews = lazyWithCatalogs(
  () => import('../../features/home/latest-news').then((module) => module.LatestNews),
  ['home'],
)
const FeedbackBanner = lazyWithCatalogs(
  () => import('../../features/feedback/feedback-banner').then((module) => module.FeedbackBanner),
  ['feedback'],
)
const CheckpointMap = lazyWithCatalogs(
  () => import('../../features/maps/checkpoint-map').then((module) => module.CheckpointMap),
  ['maps'],
)

/** The main page: banner, carousel, about, services, the maps, news, feedback. */
export function Component() {
  useHomeTitle()
  return (
    <>
      <HomeBanner />
      <HomeCarousel />
      <AboutSection />
      <ServicesTeaser />
      <WhenVisible minHeight="36rem">
        <BorderMap />
      </WhenVisible>
      <WhenVisible minHeight="32rem">
        <LatestNews />
      </WhenVisible>
      <WhenVisible minHeight="36rem">
        <FeedbackBanner />
      </WhenVisible>
      <WhenVisible minHeight="40rem">
        <CheckpointMap />
      </WhenVisible>
    </>
  )
}
