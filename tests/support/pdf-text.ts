import { extractText, getDocumentProxy } from "unpdf"

/**
 * The text of a PDF, pages joined, each line's pieces joined by single spaces: what a person reading
 * the document sees, read back by PDF.js (unpdf), so a test checks the document, not how it was drawn.
 */
export const pdfText = async (bytes: Uint8Array): Promise<string> => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { text } = await extractText(pdf, { mergePages: true })
  return text.replace(/[ \t]+/g, " ")
}
