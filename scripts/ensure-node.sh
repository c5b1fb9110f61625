#!/usr/bin/env bash
# Prints the directory of a Node.js binary Shipyard supports (>= 22.12; we develop and test on 24),
# installing Node 24 first when the `node` on PATH is older. Use it as
#   export PATH="$(scripts/ensure-node.sh):$PATH"
# Node comes from the npm registry, which ships it as the package node-linux-<arch>@24 (a plain
# tarball with bin/node), so this needs nothing beyond npm itself. The copy lives under
# SHIPYARD_NODE_HOME (default ~/.cache/shipyard/node) and is reused while it is a Node 24.
set -euo pipefail

floor_ok() { # true when the node at $1 is >= 22.12
  "$1" -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)' 2>/dev/null
}

if current=$(command -v node) && floor_ok "$current"; then
  dirname "$current"
  exit 0
fi

home="${SHIPYARD_NODE_HOME:-${HOME:-/root}/.cache/shipyard/node}"
if [ -x "$home/bin/node" ] && floor_ok "$home/bin/node"; then
  echo "$home/bin"
  exit 0
fi

case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "ensure-node: no Node.js package for $(uname -m); install Node.js 24 yourself" >&2; exit 1 ;;
esac

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "ensure-node: $(node -v 2>/dev/null || echo 'no node') is older than 22.12: installing node-linux-$arch@24 into $home" >&2
(cd "$work" && npm pack --silent "node-linux-$arch@24" >/dev/null)
tar -xzf "$work"/node-linux-"$arch"-*.tgz -C "$work"
rm -rf "$home"
mkdir -p "$(dirname "$home")"
mv "$work/package" "$home"
echo "ensure-node: installed Node.js $("$home/bin/node" -v)" >&2
echo "$home/bin"
