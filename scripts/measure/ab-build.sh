#!/usr/bin/env bash
# Interleaved builds of two checkouts of this project on one data folder: A B A B …, each build timed with GNU time.
# Prints each pair and the medians of wall time, peak RSS (the largest process) and CPU (user+sys, every process).
# Usage: scripts/measure/ab-build.sh DATA_DIR REPEAT TREE_A TREE_B   (WARM=1: each tree builds once untimed first and
# keeps its .cache/ between timed builds; otherwise every build starts without .cache/). Both trees need `npm ci`.
set -euo pipefail
data=$(realpath "$1"); repeat=$2; a=$(realpath "$3"); b=$(realpath "$4"); warm=${WARM:-0}
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
build() { # tree, label → "wall peak_mb cpu"
  cd "$1"
  [ "$warm" = 1 ] || rm -rf .cache
  rm -rf "$out/dist-$2"
  /usr/bin/time -f "%e %M %U %S" -o "$out/time" env DATA_DIR="$data" OUT_DIR="$out/dist-$2" \
    node --import tsx scripts/build.ts >"$out/log" 2>&1 || { tail -20 "$out/log" >&2; exit 1; }
  read -r wall kb user sys <"$out/time"
  echo "$wall $((kb / 1024)) $(echo "$user + $sys" | bc)"
}
if [ "$warm" = 1 ]; then build "$a" a >/dev/null; build "$b" b >/dev/null; fi
for _ in $(seq 1 "$repeat"); do
  ra=$(build "$a" a); rb=$(build "$b" b)
  echo "A $ra | B $rb"; echo "$ra" >>"$out/A"; echo "$rb" >>"$out/B"
done
median() { sort -n -k"$2" "$1" | awk -v k="$2" '{ v[NR] = $k } END { print v[int((NR + 1) / 2)] }'; }
for side in A B; do
  echo "median $side: wall $(median "$out/$side" 1) s, peak $(median "$out/$side" 2) MB, cpu $(median "$out/$side" 3) s"
done
