/**
 * The enterprise's emblem: an eight-pointed star (the octagram of Turkmen ornament) round a
 * road running to a rising sun. Drawn here, so it needs no file and no network; its colours
 * are the illustration's own and read on light and dark backgrounds alike.
 */
export function Emblem({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        d="M24 2l6.44 6.44h9.12v9.12L46 24l-6.44 6.44v9.12h-9.12L24 46l-6.44-6.44H8.44v-9.12L2 24l6.44-6.44V8.44h9.12Z"
        fill="#0a6847"
        stroke="#e0b04a"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <circle cx="24" cy="24" r="12.6" fill="#fdfaf1" stroke="#e0b04a" strokeWidth="1" />
      <circle cx="24" cy="21" r="4.2" fill="#e0b04a" />
      <path d="M11.87 21a12.5 12.5 0 1 0 24.26 0Z" fill="#bfdccb" />
      <path d="M22.9 21h2.2l5.52 13.6a12.5 12.5 0 0 1-13.24 0Z" fill="#0c3b2b" />
      <path d="M24 22.6V36" stroke="#fdfaf1" strokeWidth="1.1" strokeDasharray="2.2 1.6" />
    </svg>
  )
}
