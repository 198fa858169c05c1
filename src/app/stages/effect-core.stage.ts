// Start-up stage 3 (src/main.tsx): Effect's core, which Schema builds on. The export keeps the
// import (Effect's modules are free of side effects, so a bare import would be dropped).
import { Effect } from "effect"

export const evaluated = Effect.void
