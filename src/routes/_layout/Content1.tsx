import { createFileRoute } from "@tanstack/react-router"
import type { ContactMessage } from "#domain/http/shop.http.ts"
import { failureSentence } from "#domain/failure-words.ts"
import { featureCall, ShopApi } from "../../app/api-tags.ts"
import { useApp } from "../../app/app-context.tsx"
import { ContactPage } from "../../components/pages/contact-page.tsx"

/** /Content1 (§2): contact us; the server validates and stores each message. */
export const Route = createFileRoute("/_layout/Content1")({ component: Contact })

function Contact() {
  const { runtime } = useApp()
  const send = (message: ContactMessage): Promise<string | null> =>
    runtime.runPromise(featureCall(ShopApi)((api) => api.sendContactMessage(message))).then(() => null, failureSentence)
  return <ContactPage send={send} />
}
