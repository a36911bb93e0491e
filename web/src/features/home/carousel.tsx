import { Trans, useLingui } from '@lingui/react/macro'
import type { FocusEvent } from 'react'
import { Link } from 'react-router'
import styles from './carousel.module.css'
import { CarouselControls } from './carousel-controls'
import { type Slide, slides } from './slides'
import { useCarousel } from './use-carousel'

/**
 * Three slides about the portal's main services: autoplay every 4 s, a 500 ms move, looping.
 * Accessible as the WAI-ARIA carousel pattern: a stop/start button, previous/next, one button
 * per slide; it waits under the pointer or with focus inside (except on the stop/start button,
 * which must be able to start it); hidden slides are inert; announced only when not playing.
 */
export function HomeCarousel() {
  const { t } = useLingui()
  const carousel = useCarousel(slides.length)
  const onFocus = (event: FocusEvent) =>
    carousel.hold('focus', !(event.target as HTMLElement).dataset.rotation)
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) carousel.hold('focus', false)
  }
  return (
    <section
      className={styles.carousel}
      aria-roledescription={t`carousel`}
      aria-labelledby="home-carousel-title"
      onMouseEnter={() => carousel.hold('pointer', true)}
      onMouseLeave={() => carousel.hold('pointer', false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <h2 id="home-carousel-title" className="visually-hidden">
        <Trans>What we do</Trans>
      </h2>
      <div className={styles.viewport} aria-live={carousel.playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <SlideView
            key={slide.image}
            slide={slide}
            number={i + 1}
            offset={(i - carousel.index + slides.length) % slides.length}
            moving={i === carousel.index || i === carousel.leaving}
          />
        ))}
      </div>
      <CarouselControls carousel={carousel} titles={slides.map((slide) => t(slide.title))} />
    </section>
  )
}

type SlideProps = { slide: Slide; number: number; offset: number; moving: boolean }

/** One slide; `offset` 0 is shown, 1 waits on the right, the last waits on the left. */
function SlideView({ slide, number, offset, moving }: SlideProps) {
  const { t } = useLingui()
  const shown = offset === 0
  const place = shown ? 'shown' : offset === 1 ? 'after' : 'before'
  const label = t(slide.link.label)
  const total = slides.length
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel's slide is a group (a fieldset is for form fields)
    <div
      className={styles.slide}
      data-place={place}
      data-moving={moving || undefined}
      role="group"
      aria-roledescription={t`slide`}
      aria-label={t`${number} of ${total}`}
      aria-hidden={!shown}
      inert={!shown}
    >
      <img
        className={styles.image}
        src={slide.image}
        alt=""
        width={800}
        height={450}
        loading={number === 1 ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.text}>
        <h3 className={styles.title}>{t(slide.title)}</h3>
        <p>{t(slide.text)}</p>
        {slide.link.to.startsWith('#') ? (
          <a className={styles.more} href={slide.link.to}>
            {label}
          </a>
        ) : (
          <Link className={styles.more} to={slide.link.to}>
            {label}
          </Link>
        )}
      </div>
    </div>
  )
}
