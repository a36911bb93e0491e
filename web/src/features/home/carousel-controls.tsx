import { useLingui } from '@lingui/react/macro'
import styles from './carousel.module.css'
import type { useCarousel } from './use-carousel'

type Props = { carousel: ReturnType<typeof useCarousel>; titles: string[] }

/** Stop/start, previous, one button per slide, next. */
export function CarouselControls({ carousel, titles }: Props) {
  const { t } = useLingui()
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.control}
        data-rotation="true"
        onClick={carousel.toggle}
        aria-label={carousel.stopped ? t`Start the slide show` : t`Stop the slide show`}
      >
        <Icon d={carousel.stopped ? 'M8 5.5v13l10-6.5z' : 'M7.5 5h3v14h-3zM13.5 5h3v14h-3z'} />
      </button>
      <div className={styles.dots}>
        {titles.map((title, i) => {
          const number = i + 1
          return (
            <button
              key={title}
              type="button"
              className={styles.dot}
              aria-label={t`Slide ${number}: ${title}`}
              aria-current={i === carousel.index || undefined}
              onClick={() => carousel.show(i)}
            />
          )
        })}
      </div>
      <button
        type="button"
        className={styles.control}
        onClick={carousel.previous}
        aria-label={t`Previous slide`}
      >
        <Icon d="M14.5 6 8.5 12l6 6" stroke />
      </button>
      <button
        type="button"
        className={styles.control}
        onClick={carousel.next}
        aria-label={t`Next slide`}
      >
        <Icon d="m9.5 6 6 6-6 6" stroke />
      </button>
    </div>
  )
}

function Icon({ d, stroke }: { d: string; stroke?: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill={stroke ? 'none' : 'currentColor'}
        stroke={stroke ? 'currentColor' : 'none'}
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
