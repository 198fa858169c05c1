import type { ReactNode } from "react"
import { useApp } from "../../../app/app-context.tsx"
import { adminActors } from "../../../app/admin-actors.ts"

/** The admin screens' actors, made on the first visit (src/app/admin-actors.ts). */
export const useAdminActors = () => adminActors(useApp())

/** A file the admin picked, as the data URL the upload call carries. */
export const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error("the file could not be read"))
    reader.readAsDataURL(file)
  })

/** A count with its noun, one or many (issue 33: "1 categories"), in Indian grouping: "1 category", "1,200 rows". */
export const countOf = (n: number, one: string, many: string): string => `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`

export const inputClass = "w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-orange-500 focus:outline-none"
export const buttonClass = "rounded-lg bg-orange-700 px-4 py-2 text-sm font-semibold text-white hover:bg-orange-800 disabled:opacity-50"
export const secondaryButtonClass = "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-50"

export function Field({ label, hint, children }: { readonly label: string; readonly hint?: string; readonly children: ReactNode }) {
  return (
    <label className="block space-y-1 text-sm">
      <span className="font-medium text-slate-700">{label}</span>
      {children}
      {hint !== undefined && <span className="block text-xs text-slate-500">{hint}</span>}
    </label>
  )
}

/** A failed admin call: the sentence the machine keeps beside its §8 text (ADR 016). */
export function CallError({ text }: { readonly text: string | null }) {
  if (text === null) return null
  return <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{text}</p>
}

/** What a screen's last call came to (`useCall`): the failure's sentence, or the sentence of what was done. */
export function CallOutcome({ call }: { readonly call: { readonly problem: string | null; readonly done: string | null } }) {
  return (
    <>
      <CallError text={call.problem} />
      {call.done !== null && <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">{call.done}</p>}
    </>
  )
}

const PICTURE_SIZES = {
  40: { box: "h-10 w-10", letter: "font-bold text-slate-500" },
  48: { box: "h-12 w-12", letter: "text-lg font-bold text-slate-400" }
} as const

/** A list row's picture: the entry's image, or its first letter where it has none. */
export function RowPicture({ src, name, size }: { readonly src: string; readonly name: string; readonly size: keyof typeof PICTURE_SIZES }) {
  const { box, letter } = PICTURE_SIZES[size]
  return src !== "" ? (
    <img src={src} alt="" width={size} height={size} className={`${box} rounded-lg bg-slate-50 object-contain`} />
  ) : (
    <span aria-hidden="true" className={`flex ${box} items-center justify-center rounded-lg bg-slate-100 ${letter}`}>{name.slice(0, 1)}</span>
  )
}
