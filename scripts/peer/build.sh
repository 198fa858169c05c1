#!/usr/bin/env bash
# Reproduces the offline production build of the peer shop
#   Dexterous-Company/ewshopping @ fcf7dd2 (Next.js 16.1.0, App Router, Turbopack build)
# into $PEER (default /work/peer), without changing any of its code.
#
# Prerequisite (not done here): a git directory of the repository holding commit fcf7dd2 (a clone
# of https://github.com/Dexterous-Company/ewshopping, or a snapshot of it), given as MIRROR.
# Network needed: the npm registry only.
#
# Usage: scripts/peer/build.sh [--force]     (--force deletes an existing /work/peer first)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)

MIRROR=${MIRROR:-/work/.mirror/Dexterous-Company+ewshopping/repo}
COMMIT=${COMMIT:-fcf7dd2}
PEER=${PEER:-/work/peer}
FONTS=${FONTS:-/tmp/peerfonts}
FONT_PORT=${FONT_PORT:-3401}
NICE="nice -n 10"   # the machine is shared: keep the build polite

t0=$(date +%s)
step() { printf '\n== [%4ss] %s\n' "$(( $(date +%s) - t0 ))" "$*"; }

# ---------------------------------------------------------------------------
step "1. work tree of $COMMIT in $PEER"
if [ -e "$PEER" ]; then
  if [ "${1:-}" = "--force" ]; then rm -rf "$PEER"; else
    echo "$PEER exists; pass --force to delete and rebuild it" >&2; exit 1; fi
fi
git clone -q --no-checkout "$MIRROR" "$PEER"
cd "$PEER"
git reset -q --mixed "$COMMIT"
git log -1 --format='   commit %H  %cd  %s'
# The snapshot lacks a few large binary blobs (5 media files under public/assets/images:
# a banner PNG, empty-img.gif, a .glb and two .mp4). Check out everything else.
excludes=()
while IFS=$'\t' read -r meta path; do
  sha=${meta##* }
  if ! git cat-file -e "$sha" 2>/dev/null; then
    echo "   missing from snapshot, not checked out: $path"
    excludes+=(":(exclude,literal)$path")
  fi
done < <(git ls-tree -r "$COMMIT")
git checkout -q "$COMMIT" -- . "${excludes[@]}"

# ---------------------------------------------------------------------------
step "2. npm install --ignore-scripts"
$NICE npm install --ignore-scripts --no-audit --no-fund
step "   npm install --no-save swiper@14.4.0 (imported by its code, not listed in package.json)"
$NICE npm install --no-save --no-audit --no-fund swiper@14.4.0
# This machine's npm config (omit-lockfile-registry-resolved=true) drops the "resolved" fields
# from package-lock.json on install; put the peer's own lockfile back (no effect on node_modules).
git checkout -q -- package-lock.json

# ---------------------------------------------------------------------------
step "3. Google fonts offline: @fontsource packages + mocked next/font responses + local font server"
# src/app/layout.js: Poppins and Manrope, subsets latin, weights 400/500/600/700, display swap.
mkdir -p "$FONTS"
cd "$FONTS"
[ -f package.json ] || npm init -y >/dev/null
$NICE npm install --ignore-scripts --no-audit --no-fund @fontsource/poppins@5.3.0 @fontsource/manrope@5.3.0

cat > make-mock.js <<'EOF'
// Writes mock/google-fonts-mock.js for NEXT_FONT_GOOGLE_MOCKED_RESPONSES: each key is the exact
// Google Fonts CSS URL next/font/google requests, each value CSS in Google's format
// ("/* <subset> */" above each @font-face, one woff2 src), built from the @fontsource CSS, with
// src URLs pointing at the local font server (serve-fonts.js) on 127.0.0.1:<port>.
const fs = require('fs');
const path = require('path');
const port = process.argv[2] || '3401';
const base = `http://127.0.0.1:${port}`;
const fontsource = path.join(__dirname, 'node_modules', '@fontsource');
const fonts = { Poppins: ['400', '500', '600', '700'], Manrope: ['400', '500', '600', '700'] };
const out = {};
for (const [family, weights] of Object.entries(fonts)) {
  const id = family.toLowerCase().replace(/ /g, '-');
  const url = `https://fonts.googleapis.com/css2?family=${family.replace(/ /g, '+')}:wght@${weights.join(';')}&display=swap`;
  let css = '';
  for (const w of weights) {
    const src = fs.readFileSync(path.join(fontsource, id, `${w}.css`), 'utf8');
    const re = /\/\* (\S+?) \*\/\s*@font-face\s*{([^}]*)}/g;
    let m;
    while ((m = re.exec(src))) {
      const subset = m[1].replace(new RegExp(`^${id}-`), '').replace(new RegExp(`-${w}-normal$`), '');
      const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(m[2])[1];
      const range = /unicode-range:\s*([^;]+);/.exec(m[2]);
      css += `/* ${subset} */\n@font-face {\n  font-family: '${family}';\n  font-style: normal;\n  font-weight: ${w};\n  font-display: swap;\n  src: url(${base}/${id}/${file}) format('woff2');\n` +
        (range ? `  unicode-range: ${range[1].replace(/,/g, ', ')};\n` : '') + `}\n`;
    }
  }
  out[url] = css;
}
fs.mkdirSync(path.join(__dirname, 'mock'), { recursive: true });
fs.writeFileSync(path.join(__dirname, 'mock', 'google-fonts-mock.js'), 'module.exports = ' + JSON.stringify(out, null, 2) + ';\n');
console.log('   mocked: ' + Object.keys(out).join('\n   mocked: '));
EOF

cat > serve-fonts.js <<'EOF'
// Tiny static server for the @fontsource woff2 files: GET /<fontsource-id>/<file>.woff2
const http = require('http');
const fs = require('fs');
const path = require('path');
const port = Number(process.argv[2] || 3401);
const root = path.join(__dirname, 'node_modules', '@fontsource');
http.createServer((req, res) => {
  const m = /^\/([a-z0-9-]+)\/([a-z0-9-]+\.woff2)$/.exec(req.url.split('?')[0]);
  const file = m && path.join(root, m[1], 'files', m[2]);
  if (!file || !fs.existsSync(file)) { res.writeHead(404); return res.end('not found'); }
  res.writeHead(200, { 'content-type': 'font/woff2' });
  fs.createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`   font server on http://127.0.0.1:${port}`));
EOF

node make-mock.js "$FONT_PORT"
node serve-fonts.js "$FONT_PORT" &
FONT_PID=$!
trap 'kill $FONT_PID 2>/dev/null || true' EXIT
for i in $(seq 50); do
  curl -sf -o /dev/null "http://127.0.0.1:$FONT_PORT/poppins/poppins-latin-400-normal.woff2" && break
  sleep 0.2
done

# ---------------------------------------------------------------------------
step "4. next build (Turbopack)"
cd "$PEER"
export NEXT_FONT_GOOGLE_MOCKED_RESPONSES="$FONTS/mock/google-fonts-mock.js"
# shellcheck source=env.sh
. "$HERE/env.sh"
b0=$(date +%s)
$NICE npx next build
echo "   next build: $(( $(date +%s) - b0 ))s"

kill $FONT_PID 2>/dev/null || true
wait $FONT_PID 2>/dev/null || true
trap - EXIT
ls .next/BUILD_ID >/dev/null
echo "   font files emitted: $(ls .next/static/media/*.woff2 | wc -l) (preloaded: $(ls .next/static/media/*.p.*.woff2 | wc -l))"
step "done: start with scripts/peer/run.sh (http://127.0.0.1:3400)"
