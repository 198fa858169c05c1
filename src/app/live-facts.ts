import { Option, Schema } from "effect"
import { LiveFact } from "#domain/live.ts"

// Issue 38: a live stream's message read as its fact, with the fact's Schema (loaded with the stream,
// not in the first page's scripts). A message this build cannot read (a newer server's) is passed over.
const decode = Schema.decodeUnknownOption(Schema.parseJson(LiveFact))

export const decodeLiveFact = (data: string): LiveFact | undefined => Option.getOrUndefined(decode(data))
