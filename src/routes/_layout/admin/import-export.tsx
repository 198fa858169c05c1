import { createFileRoute } from "@tanstack/react-router"
import { ExportSection, ImportSection } from "../-admin/import-export-sections.tsx"

/** /admin/import-export (issue 20 item 2, ADR 038): products out as CSV, and in: preview, then apply all or nothing. */
export const Route = createFileRoute("/_layout/admin/import-export")({ component: ImportExportAdmin })

function ImportExportAdmin() {
  return (
    <div className="space-y-10">
      <ExportSection />
      <ImportSection />
    </div>
  )
}
