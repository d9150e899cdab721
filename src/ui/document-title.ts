import { useEffect } from 'react'

/** The browser tab's title: the screen's name, then the product's ("Contributors · Sales Consultant"), or the product's alone. */
export function useDocumentTitle(title: string | null, productName: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${productName}` : productName
  }, [title, productName])
}
