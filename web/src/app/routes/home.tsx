import { lazy, Suspense } from 'react'
import { FeedbackBanner } from '../../features/feedback/feedback-banner'
import { AboutSection } from '../../features/home/about-section'
import { HomeCarousel } from '../../features/home/carousel'
import { HomeBanner } from '../../features/home/home-banner'
import { ServicesTeaser } from '../../features/home/services-teaser'
import { useHomeTitle } from '../../features/home/use-home-title'

// Below the fold, each its own chunk loading beside the page: the maps (outlines, markers) and
// the news (with the data-fetching hooks), so the main route's JavaScript stays small.
const BorderMap = lazy(() =>
  import('../../features/maps/border-map').then((module) => ({ default: module.BorderMap })),
)
const LatestNews = lazy(() =>
  import('../../features/home/latest-news').then((module) => ({ default: module.LatestNews })),
)
const CheckpointMap = lazy(() =>
  import('../../features/maps/checkpoint-map').then((module) => ({
    default: module.CheckpointMap,
  })),
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
      <Suspense fallback={null}>
        <BorderMap />
      </Suspense>
      <Suspense fallback={null}>
        <LatestNews />
      </Suspense>
      <FeedbackBanner />
      <Suspense fallback={null}>
        <CheckpointMap />
      </Suspense>
    </>
  )
}
