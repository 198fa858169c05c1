/** §2: screens load lazily with a 'Loading...' indicator meanwhile. The one way to show loading (STYLE §14). */
export function Pending() {
  return (
    <p role="status" className="flex min-h-[40vh] items-center justify-center text-slate-500">
      Loading...
    </p>
  )
}
