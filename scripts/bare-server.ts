// The platform's limit beside the shop (issue 18 item 6): a bare Node HTTP server that answers each
// address with the bytes the shop answered it with (read from the file named by BARE_ANSWERS), and
// does nothing else. `bench:api` drives it as it drives the shop and prints the shop's share.
import { createServer } from "node:http"
import { readFileSync } from "node:fs"

const answers = new Map(Object.entries(JSON.parse(readFileSync(process.env["BARE_ANSWERS"]!, "utf8")) as Record<string, { body: string; contentType: string }>)
  .map(([path, answer]) => [path, { body: Buffer.from(answer.body, "base64"), contentType: answer.contentType }]))

createServer((request, response) => {
  const answer = answers.get(request.url ?? "")
  if (answer === undefined) {
    response.writeHead(404, { "content-type": "application/json" }).end('{"success":false,"message":"No such address"}')
    return
  }
  response.writeHead(200, { "content-type": answer.contentType, "content-length": answer.body.length }).end(answer.body)
}).listen(Number(process.env["PORT"]), "127.0.0.1", () => console.error("bare server ready"))
