import { ConfigProvider, Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { serverConfigFromEnv } from "../config/config.ts"
import { apiDocsReaders, apiDocsRefusal } from "./api-docs-setting.ts"

const configOf = (env: Record<string, string>) =>
  Effect.runSync(Effect.either(serverConfigFromEnv.pipe(Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env)))))))

// Issue 34 item 7: API_DOCS decides who a production server serves /api/docs and its OpenAPI
// document; a value it does not take stops the server with a sentence.

describe("API_DOCS", () => {
  it("takes staff and public, and unset (staff)", () => {
    for (const value of [undefined, "staff", "public"]) expect(apiDocsRefusal(value)).toBeUndefined()
  })

  it("refuses anything else with a sentence naming the value and the two it takes", () => {
    for (const value of ["", "Public", "yes", "everyone"]) {
      expect(apiDocsRefusal(value)).toBe(`API_DOCS is "${value}", which the server does not know: use staff (the default: in production the API's reader at /api/docs and its OpenAPI document are served to signed-in staff only) or public (served to everyone).`)
    }
  })

  it("serves everyone in development, and staff in production unless it says public", () => {
    expect(apiDocsReaders(false, undefined)).toBe("everyone")
    expect(apiDocsReaders(false, "staff")).toBe("everyone")
    expect(apiDocsReaders(true, undefined)).toBe("staff")
    expect(apiDocsReaders(true, "staff")).toBe("staff")
    expect(apiDocsReaders(true, "public")).toBe("everyone")
  })

  it("is read at start: staff unless it says public, and a value it does not take stops the server with its sentence", () => {
    expect(Either.getOrThrow(configOf({})).apiDocs).toBe("staff")
    expect(Either.getOrThrow(configOf({ API_DOCS: "public" })).apiDocs).toBe("public")
    const refused = configOf({ API_DOCS: "open" })
    expect(Either.isLeft(refused) && refused.left._tag === "StartRefused" ? refused.left.message : "")
      .toBe(`Bazaar will not start:\n- ${apiDocsRefusal("open")}`)
  })
})
