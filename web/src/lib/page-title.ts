import { useEffect } from 'react'

const SITE = 'Türkmenulaggözegçilik'

/** Sets the document's title for the page being shown: "<page> · Türkmenulaggözegçilik". */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : SITE
  }, [title])
}
