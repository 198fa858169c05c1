import { Either, Option, ParseResult, Schema, SchemaAST } from "effect"
import { startTransition, useId, useRef, useState, type FormEvent } from "react"
import { ContactMessage } from "#domain/http/shop.http.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { pagesTexts } from "../../i18n/texts/pages.ts"
import { useFailureSentence } from "../failure-sentence.ts"
import { CompanyContact, GrievanceOfficerContact } from "./company-contact.tsx"
import { ContentPage } from "./content-page.tsx"
import type { PagesTranslate } from "./shop-terms.ts"

type Field = "name" | "email" | "mobile" | "message"
type Fields = Record<Field, string>

const EMPTY: Fields = { name: "", email: "", mobile: "", message: "" }
const FIELD_ORDER: ReadonlyArray<Field> = ["name", "email", "mobile", "message"]

interface LengthLimits {
  readonly min?: number
  readonly max?: number
}

/** The length limits the domain's ContactMessage puts on a text field, read from the schema itself. */
const lengthLimits = (schema: Schema.Schema.Any): LengthLimits => {
  let limits: LengthLimits = {}
  let node: SchemaAST.AST = Schema.typeSchema(schema).ast
  while (SchemaAST.isRefinement(node)) {
    const annotation: { readonly minLength?: unknown; readonly maxLength?: unknown } = Option.getOrElse(SchemaAST.getJSONSchemaAnnotation(node), () => ({}))
    if (typeof annotation.minLength === "number") limits = { ...limits, min: annotation.minLength }
    if (typeof annotation.maxLength === "number") limits = { ...limits, max: annotation.maxLength }
    node = node.from
  }
  return limits
}

const NAME_LIMITS = lengthLimits(ContactMessage.fields.name)
const MESSAGE_LIMITS = lengthLimits(ContactMessage.fields.message)

/** Which of a text field's limits the typed text breaks, if any. */
const brokenLimit = (length: number, limits: LengthLimits): "short" | "long" | null =>
  limits.min !== undefined && length < limits.min ? "short"
    : limits.max !== undefined && length > limits.max ? "long"
      : null

/** What to tell the shopper about a field the schema refused, in plain words (with the schema's limit broken, if one was). */
const problemText = (t: PagesTranslate, field: Field, fields: Fields): string => {
  switch (field) {
    case "name": {
      const broken = brokenLimit(fields.name.trim().length, NAME_LIMITS)
      return broken === "short" ? t("pages.contact.nameShort", { min: String(NAME_LIMITS.min) })
        : broken === "long" ? t("pages.contact.nameLong", { max: String(NAME_LIMITS.max) })
          : t("pages.contact.nameMissing")
    }
    case "email": return t("pages.contact.emailWrong")
    case "mobile": return t("pages.contact.mobileWrong")
    case "message": {
      const broken = brokenLimit(fields.message.trim().length, MESSAGE_LIMITS)
      return broken === "short" ? t("pages.contact.messageShort", { min: String(MESSAGE_LIMITS.min) })
        : broken === "long" ? t("pages.contact.messageLong", { max: String(MESSAGE_LIMITS.max) })
          : t("pages.contact.messageMissing")
    }
  }
}

/** Spaces, dashes and a leading +91 are how people write numbers, not part of them. */
const normaliseMobile = (mobile: string): string => mobile.replace(/[\s-]/g, "").replace(/^\+91(?=\d{10}$)/, "")

/** The typed fields as the schema reads them: an empty mobile number is left out. */
const candidate = (fields: Fields): Record<string, string> => {
  const mobile = normaliseMobile(fields.mobile)
  const { mobile: _typed, ...rest } = fields
  return mobile === "" ? rest : { ...rest, mobile }
}

type Status =
  | { readonly kind: "editing" }
  | { readonly kind: "invalid"; readonly problems: ReadonlyArray<readonly [Field, string]> }
  | { readonly kind: "sending" }
  | { readonly kind: "sent" }
  /** The text the sender answered, or the failure it answered with (its sentence in the page's language). */
  | { readonly kind: "failed"; readonly text?: string; readonly failure?: unknown }

/** What sending answered: null when sent, a text to show, or the failure the call rejected with. */
export type ContactAnswer = string | null | { readonly failure: unknown }

/**
 * /Content1: the contact form beside the company's contacts. The form decodes what was typed with the
 * domain's ContactMessage and sends only a decoded message; `send` resolves null on success, the
 * text to show, or the failure (whose sentence the page says in its language). What is typed and
 * whether it is sending are the view's own state.
 */
export function ContactPage({ send }: { readonly send: (message: ContactMessage) => Promise<ContactAnswer> }) {
  const id = useId()
  const { t } = useTexts(pagesTexts)
  const [fields, setFields] = useState<Fields>(EMPTY)
  const [status, setStatus] = useState<Status>({ kind: "editing" })
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({})
  const sending = status.kind === "sending"
  const invalid = new Set(status.kind === "invalid" ? status.problems.map(([field]) => field) : [])
  const problemsId = `${id}problems`
  const failureText = useFailureSentence(status.kind === "failed" && status.text === undefined ? status.failure : null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const decoded = Schema.decodeUnknownEither(ContactMessage)(candidate(fields), { errors: "all" })
    if (Either.isLeft(decoded)) {
      const refused = new Set(
        ParseResult.ArrayFormatter.formatErrorSync(decoded.left).map((issue) => issue.path[0] as Field)
      )
      const problems = FIELD_ORDER.filter((field) => refused.has(field)).map((field) => [field, problemText(t, field, fields)] as const)
      setStatus({ kind: "invalid", problems })
      const first = problems[0]
      if (first !== undefined) inputs.current[first[0]]?.focus()
      return
    }
    setStatus({ kind: "sending" })
    const answer = await send(decoded.right).catch((): ContactAnswer => t("pages.contact.failed"))
    if (answer === null) {
      setFields(EMPTY)
      setStatus({ kind: "sent" })
    } else if (typeof answer === "string") {
      setStatus({ kind: "failed", text: answer })
    } else {
      // A transition: the form stays on screen while a Hindi page fetches the failure's sentence.
      startTransition(() => setStatus({ kind: "failed", failure: answer.failure }))
    }
  }

  const control = (field: Field) => ({
    id: `${id}${field}`,
    name: field,
    value: fields[field],
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => { inputs.current[field] = element },
    "aria-invalid": invalid.has(field) ? true : undefined,
    "aria-describedby": invalid.has(field) ? problemsId : undefined,
    onChange: (event: { readonly target: { readonly value: string } }) => {
      const value = event.target.value
      setFields((current) => ({ ...current, [field]: value }))
    },
    className:
      "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 outline-none placeholder:text-slate-400 focus:border-orange-500 focus:ring-2 focus:ring-orange-200 aria-[invalid=true]:border-red-600"
  })
  const label = "block text-sm font-medium text-slate-800"

  return (
    <ContentPage
      title={t("pages.contact.title")}
      wide
      lead={t("pages.contact.lead")}
    >
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby={`${id}form-title`} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id={`${id}form-title`} className="text-xl font-semibold text-slate-900">{t("pages.contact.write")}</h2>
          <p className="mt-1 text-sm text-slate-600">{t("pages.contact.orderHint")}</p>
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}name`} className={label}>{t("pages.contact.name")}</label>
              <input {...control("name")} type="text" autoComplete="name" />
            </div>
            <div>
              <label htmlFor={`${id}email`} className={label}>{t("pages.contact.email")}</label>
              <input {...control("email")} type="email" autoComplete="email" inputMode="email" />
            </div>
            <div className="sm:col-span-2">
              <label htmlFor={`${id}mobile`} className={label}>{t("pages.contact.mobile")}</label>
              <div className="flex items-center gap-2">
                <span aria-hidden="true" className="mt-1 text-slate-500">+91</span>
                <input {...control("mobile")} type="tel" autoComplete="tel-national" inputMode="numeric" />
              </div>
            </div>
            <div className="sm:col-span-2">
              <label htmlFor={`${id}message`} className={label}>{t("pages.contact.message")}</label>
              <textarea {...control("message")} rows={6} />
            </div>

            {status.kind === "invalid" && (
              <div id={problemsId} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2">
                <p className="font-medium">{t("pages.contact.check")}</p>
                <ul className="mt-1 list-disc pl-5">
                  {status.problems.map(([field, text]) => <li key={field}>{text}</li>)}
                </ul>
              </div>
            )}
            {status.kind === "failed" && (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2">{status.text ?? failureText}</p>
            )}
            <p role="status" className={status.kind === "sent" ? "rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 sm:col-span-2" : "sr-only"}>
              {status.kind === "sent" ? t("pages.contact.sent") : ""}
            </p>

            <div className="sm:col-span-2">
              <button
                type="submit"
                disabled={sending}
                className="w-full rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:bg-slate-300 sm:w-auto"
              >
                {sending ? t("pages.contact.sending") : t("pages.contact.send")}
              </button>
            </div>
          </form>
        </section>

        <div className="space-y-4">
          <CompanyContact />
          <GrievanceOfficerContact />
        </div>
      </div>
    </ContentPage>
  )
}
