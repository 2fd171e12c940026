# Sourced by .ci/run (and usable by hand: `source scripts/use-node-24.sh`): puts Node 24 first on the PATH.
# When the machine's `node` is older, Node 24 comes from the npm registry's `node` package, installed once
# into a folder of its own (NODE24_HOME, default ~/.cache/ujamaa-node24) and reused by later runs.
node_major() { "${1:-node}" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt 24 ]; then
  NODE24_HOME="${NODE24_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/ujamaa-node24}"
  if [ "$(node_major "$NODE24_HOME/node_modules/.bin/node")" != 24 ]; then
    echo "Installing Node 24 from the npm registry into $NODE24_HOME…"
    mkdir -p "$NODE24_HOME"
    npm install --prefix "$NODE24_HOME" --no-save --no-audit --no-fund --loglevel=error node@24 >/dev/null
  fi
  export PATH="$NODE24_HOME/node_modules/.bin:$PATH"
fi
echo "Node $(node --version) at $(command -v node)"
