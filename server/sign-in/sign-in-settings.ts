import { Context, Layer, type Option, type Redacted } from "effect"

/** Where codes go: the local outbox (a table and a log line), or an SMS gateway over HTTP. */
export type SmsSettings =
  | { readonly _tag: "Outbox" }
  | { readonly _tag: "Http"; readonly url: string; readonly token: Option.Option<Redacted.Redacted> }

export interface SignInSettings {
  /** Production: the session cookie is Secure, /dev/outbox is absent and the outbox masks codes (ADR 018). */
  readonly production: boolean
  /** Key of the HMAC that stores codes; the same in every server process. */
  readonly otpSecret: Redacted.Redacted
  /** A client registering with this number becomes an admin. */
  readonly adminMobile: string | undefined
  readonly sms: SmsSettings
}

/** Used outside production when OTP_SECRET is not set: codes there are only ever demo codes. Production refuses it outside a declared staging run (ADR 018). */
export const DEVELOPMENT_OTP_SECRET = "bazaar-development-otp-secret"

export class SignInConfig extends Context.Tag("bazaar/SignInConfig")<SignInConfig, SignInSettings>() {
  static readonly layer = (settings: SignInSettings) => Layer.succeed(SignInConfig, settings)
}
