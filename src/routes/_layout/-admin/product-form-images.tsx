import { Field } from "./admin-kit.tsx"
import { bound, CheckedField } from "./product-form-problems.tsx"
import type { ProductFormApi } from "./product-form-state.ts"

/** Uploads a picked image (checked by the server by its content) and gives its address to `use`. */
export type UploadImage = (file: File | undefined, use: (url: string) => void) => void

const ACCEPTED = "image/png,image/jpeg,image/webp"

interface PackImagesProps {
  readonly form: ProductFormApi
  /** The pack size's index. */
  readonly pack: number
  readonly upload: UploadImage
}

/** A pack size's thumbnail: its address, and a file to upload for it. */
export function PackThumbnail({ form, pack, upload }: PackImagesProps) {
  return (
    <>
      <form.Field name={`packSize[${pack}].thumbnail`}>
        {(field) => (
          <CheckedField field={field} label="Thumbnail" hint="An uploaded image (/images/…) or an https address">
            <input {...bound(field)} />
          </CheckedField>
        )}
      </form.Field>
      <Field label={`Upload a thumbnail for pack size ${pack + 1}`} hint="PNG, JPEG or WebP, up to 4 MB">
        <input type="file" accept={ACCEPTED} className="text-sm"
          onChange={(e) => upload(e.target.files?.[0], (url) => form.setFieldValue(`packSize[${pack}].thumbnail`, url))} />
      </Field>
    </>
  )
}

/** A pack size's slider: its images' addresses one a line, and a file to upload for a new line. */
export function PackSlider({ form, pack, upload }: PackImagesProps) {
  const name = `packSize[${pack}].slider` as const
  return (
    <>
      <form.Field name={name}>
        {(field) => (
          // A line's problem is the slider's: "Pack size 1, slider images, 3: …".
          <CheckedField field={field} label="Slider images" hint="One address per line, up to 8">
            <textarea rows={2} {...bound(field)} />
          </CheckedField>
        )}
      </form.Field>
      <Field label={`Upload a slider image for pack size ${pack + 1}`}>
        <input type="file" accept={ACCEPTED} className="text-sm"
          onChange={(e) => upload(e.target.files?.[0], (url) => form.setFieldValue(name, (slider) => [slider.trim(), url].filter((line) => line !== "").join("\n")))} />
      </Field>
    </>
  )
}
