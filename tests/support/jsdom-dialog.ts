import { beforeAll } from "vitest"

/**
 * jsdom has <dialog> but not its methods: enough of them, for the suite, for the shop's
 * Dialog (src/components/dialog.tsx) to open and close.
 */
export const withModalDialogs = (): void =>
  beforeAll(() => {
    HTMLDialogElement.prototype.show ??= function (this: HTMLDialogElement) { this.setAttribute("open", "") }
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.setAttribute("open", "") }
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.removeAttribute("open")
      this.dispatchEvent(new Event("close"))
    }
  })
