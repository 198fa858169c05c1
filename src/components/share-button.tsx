import { useEffect, useRef, useState } from "react"
import { useTexts } from "../i18n/i18n.tsx"
import { productTexts } from "../i18n/texts/product.ts"

/** What a share ended in, as the button tells it (none while nothing has been shared). */
export type ShareOutcome = "shared" | "copied" | "failed"

/** The keys of the texts the share button shows after a share (issue 19 item 8). */
const SHARE_KEYS = { shared: "product.shared", copied: "product.linkCopied", failed: "product.copyFailed" } as const

/** Those texts in English (domain/messages/product.en.ts; the button's tests read them here). */
export const SHARE_TEXTS: Record<ShareOutcome, string> = {
  shared: "Shared",
  copied: "Link copied",
  failed: "Could not copy the link: copy it from the address bar"
}

/**
 * Shares a page: the device's own share sheet where the browser has the Web Share API (phones),
 * else the page's link copied to the clipboard. A share the shopper closes is nothing to report.
 */
export const sharePage = async (data: { readonly title: string; readonly url: string }, nav: Pick<Navigator, "share" | "clipboard"> = navigator): Promise<ShareOutcome | undefined> => {
  if (typeof nav.share === "function") {
    try {
      await nav.share({ title: data.title, url: data.url })
      return "shared"
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return undefined
      // A share sheet that cannot open (no permission, nothing to share to): the link instead.
    }
  }
  try {
    await nav.clipboard.writeText(data.url)
    return "copied"
  } catch {
    return "failed"
  }
}

/** The product page's Share button, with what it did said beside it for a few seconds. */
export function ShareButton({ title, url, className = "" }: { readonly title: string; readonly url: () => string; readonly className?: string }) {
  const { t } = useTexts(productTexts)
  const [outcome, setOutcome] = useState<ShareOutcome | undefined>(undefined)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const share = async () => {
    const result = await sharePage({ title, url: url() })
    clearTimeout(timer.current)
    setOutcome(result)
    if (result !== undefined && result !== "failed") timer.current = setTimeout(() => setOutcome(undefined), 4000)
  }
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <button type="button" onClick={() => void share()} className="inline-flex items-center gap-1 text-sm font-medium text-slate-700 underline-offset-2 hover:underline">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="18" cy="5" r="3" /><circle cx="6" cy="12" r="3" /><circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {t("product.share")}
      </button>
      <span aria-live="polite" className={`text-sm ${outcome === "failed" ? "text-red-700" : "text-green-700"}`}>
        {outcome === undefined ? "" : t(SHARE_KEYS[outcome])}
      </span>
    </span>
  )
}
