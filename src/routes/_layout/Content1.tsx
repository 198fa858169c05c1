import { createFileRoute } from "@tanstack/react-router"
import type { ContactMessage } from "#domain/http/shop.http.ts"
import { featureCall, ShopApi } from "../../app/api-tags.ts"
import { useApp } from "../../app/app-context.tsx"
import { type ContactAnswer, ContactPage } from "../../components/pages/contact-page.tsx"

/** /Content1 (§2): contact us; the server validates and stores each message. */
export const Route = createFileRoute("/_layout/Content1")({ component: Contact })

function Contact() {
  const { runtime } = useApp()
  // A failure goes to the page as it is: the page says its sentence in its language.
  const send = (message: ContactMessage): Promise<ContactAnswer> =>
    runtime.runPromise(featureCall(ShopApi)((api) => api.sendContactMessage(message))).then(() => null, (failure: unknown) => ({ failure }))
  return <ContactPage send={send} />
}
