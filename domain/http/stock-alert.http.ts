import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Id } from "../common.ts"
import { Language } from "../language.ts"
import { StockAlert, StockAlertRequest } from "../stock-alert.ts"
import { SessionAuth } from "./auth.http.ts"
import { BadRequest, Conflict, NotFound, Unauthorized } from "./errors.ts"
import { successTrue } from "./params.ts"

/** Every answer is the customer's open alerts after the call, oldest first. */
const StockAlertsAnswer = Schema.Struct({ success: successTrue, alerts: Schema.Array(StockAlert) })

// "Notify me" (issue 19 item 7, ADR 032): the session's own customer's alerts only; the SMS goes to
// the mobile number they signed in with, never to a number the request names.
export const StockAlertGroup = HttpApiGroup.make("stockAlert")
  .add(HttpApiEndpoint.get("mine", "/stock-alerts").addSuccess(StockAlertsAnswer).addError(Unauthorized))
  .add(
    // Idempotent; 404 for an option of no shown product; 409 Conflict, with a sentence, for an option
    // in stock (it can be ordered) and beyond STOCK_ALERT_LIMIT open alerts.
    HttpApiEndpoint.post("subscribe", "/stock-alerts")
      // Issue 39: with the language of the page asking, which the alert's SMS speaks (English when not sent).
      .setPayload(Schema.Struct({ ...StockAlertRequest.fields, language: Schema.optional(Language) }))
      .addSuccess(StockAlertsAnswer)
      .addError(Unauthorized).addError(BadRequest).addError(NotFound).addError(Conflict)
  )
  .add(
    // Cancelling an alert that is not open changes nothing.
    HttpApiEndpoint.del("unsubscribe", "/stock-alerts/:optionId")
      .setPath(Schema.Struct({ optionId: Id }))
      .addSuccess(StockAlertsAnswer)
      .addError(Unauthorized).addError(BadRequest)
  )
  .middleware(SessionAuth)
