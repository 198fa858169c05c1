// Start-up stage 4 (src/main.tsx): Effect's Schema module. The export keeps the import (Effect's
// modules are free of side effects, so a bare import would be dropped).
import { Schema } from "effect"

export const evaluated = Schema.String
