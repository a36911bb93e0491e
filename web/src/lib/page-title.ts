import { useEffect } from 'react'

const SITE = 'Türkmenawtoulaggözegçilik'

/** Sets the document's title for the page being shown: "<page> · Türkmenawtoulaggözegçilik". */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : SITE
  }, [title])
}
