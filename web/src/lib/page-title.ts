import { useEffect } from 'react'

const SITE = 'Türkmenawtoulaggözegçilik'

/**
 * Sets the document's title for the page being shown: "<page> · Türkmenawtoulaggözegçilik", or
 * the page's title alone where the product names the document's title itself (the 404 page's
 * is 'Page Not Found').
 */
export function usePageTitle(title: string | undefined | null, { alone = false } = {}) {
  useEffect(() => {
    // null: a part of the page names it (a confirmation page inside a cabinet tab).
    if (title === null) return
    document.title = title ? (alone ? title : `${title} · ${SITE}`) : SITE
  }, [title, alone])
}
