// Issue 34 item 7: API_DOCS, who a production server serves the API's reader (/api/docs) and its
// OpenAPI document (/api/v1/openapi.json). Apart from server/http/api-docs.ts, so that reading the
// settings (server/config/config.ts, also read by the seed and the scripts) does not load Scalar's page.

/** The setting's values: `staff` (the default) serves the documents to signed-in staff only, `public` to everyone. */
export type ApiDocsSetting = "staff" | "public"

export const API_DOCS_SETTINGS: ReadonlyArray<ApiDocsSetting> = ["staff", "public"]

/** Who is served the documents: everyone, or only signed-in staff (any staff role). */
export type ApiDocsReaders = "everyone" | "staff"

/** The sentence that stops the server for a value API_DOCS does not take (unset is the default, staff). */
export const apiDocsRefusal = (value: string | undefined): string | undefined =>
  value === undefined || (API_DOCS_SETTINGS as ReadonlyArray<string>).includes(value)
    ? undefined
    : `API_DOCS is "${value}", which the server does not know: use staff (the default: in production the API's reader at /api/docs and its OpenAPI document are served to signed-in staff only) or public (served to everyone).`

/** The readers the settings give: development serves everyone; production staff, or everyone with API_DOCS=public. */
export const apiDocsReaders = (production: boolean, setting: ApiDocsSetting | undefined): ApiDocsReaders =>
  !production || setting === "public" ? "everyone" : "staff"
