#!/usr/bin/env bash
# Writes one part of the GitHub Pages branch and pushes it (decision 57): the site at the root (the pr-<n>/ previews
# kept), a pull request's preview at pr-<n>/, or removes a preview. The branch is one commit, replaced each time and
# pushed with a lease, so it never grows and a run that lost a race to another retries on the new state.
#   pages-branch.sh site <dir>            the built site (dist/) at the root, with .nojekyll; CNAME and pr-<n>/ kept
#   pages-branch.sh preview <n> <dir>     a preview build at pr-<n>/
#   pages-branch.sh remove <n>            removes pr-<n>/
# Runs in a clone whose `origin` may push (actions/checkout's token); PAGES_BRANCH names the branch (gh-pages).
set -euo pipefail

branch="${PAGES_BRANCH:-gh-pages}"
mode="${1:?usage: pages-branch.sh site <dir> | preview <n> <dir> | remove <n>}"
case "$mode" in
  site) source="$(realpath "${2:?the folder of the built site}")"; message="Site" ;;
  preview) number="${2:?the number of the pull request}"; source="$(realpath "${3:?the folder of the preview}")"; message="Preview of #$number" ;;
  remove) number="${2:?the number of the pull request}"; message="Remove the preview of #$number" ;;
  *) echo "pages-branch.sh: unknown mode $mode" >&2; exit 2 ;;
esac
if [[ -n "${number:-}" && ! "$number" =~ ^[0-9]+$ ]]; then echo "pages-branch.sh: $number is not a number" >&2; exit 2; fi

work="$(mktemp -d)"
# The branch as fetched, under a ref of this run's own: FETCH_HEAD is shared by every fetch into the clone.
fetched="refs/pages-branch/$$"
trap 'rm -rf "$work"; git update-ref -d "$fetched" 2>/dev/null || true' EXIT
export GIT_AUTHOR_NAME="github-actions[bot]" GIT_AUTHOR_EMAIL="41898282+github-actions[bot]@users.noreply.github.com"
export GIT_COMMITTER_NAME="$GIT_AUTHOR_NAME" GIT_COMMITTER_EMAIL="$GIT_AUTHOR_EMAIL"

# The branch is composed from tree objects, never checked out: the clone may be actions/checkout's sparse, blob-less
# one (`sparse-checkout: scripts/deploy`), whose sparse rules would refuse every other path and whose old blobs
# (the site, the previews) were never fetched. Only the new files' blobs are written; the kept trees are reused.

# A folder as a tree object (its blobs written into the clone).
tree_of() {
  GIT_INDEX_FILE="$work/index" git -c core.sparseCheckout=false --work-tree="$1" add --all --force .
  GIT_INDEX_FILE="$work/index" git write-tree
  rm -f "$work/index"
}
# The root entries of a tree, NUL-separated (`mode type oid<TAB>name`).
entries() { git ls-tree -z "$1"; }
name_of() { printf '%s' "${1#*$'\t'}"; }
if [[ -n "${source:-}" ]]; then source_tree="$(tree_of "$source")"; fi

for attempt in 1 2 3 4 5; do
  # The branch as it is now; none yet on the first publish (then the lease expects none).
  lease="" status=0
  git ls-remote --exit-code --heads origin "refs/heads/$branch" >/dev/null || status=$?
  # 0: the branch is there, fetch it (commits and trees only in a blob-less clone); 2: none yet. A failed read or
  # fetch (the network, or another fetch into the same clone) is tried again.
  if [[ $status -eq 0 ]] && git fetch --quiet --no-tags --depth 1 origin "+refs/heads/$branch:$fetched" &&
    lease="$(git rev-parse --verify --quiet "$fetched^{commit}")"; then
    :
  elif [[ $status -ne 2 ]]; then
    echo "Could not read $branch from origin (attempt $attempt): trying again." >&2
    sleep $((attempt * 3))
    continue
  fi
  : >"$work/entries"
  keep() { printf '%s\0' "$1" >>"$work/entries"; }
  case "$mode" in
    site)
      # The build at the root; from the branch, every pr-<n>/ preview and the custom domain GitHub keeps in CNAME
      # (unless the build brings its own).
      has_cname="" has_nojekyll=""
      while IFS= read -r -d '' entry; do
        keep "$entry"
        case "$(name_of "$entry")" in CNAME) has_cname=1 ;; .nojekyll) has_nojekyll=1 ;; esac
      done < <(entries "$source_tree")
      if [[ -n "$lease" ]]; then
        while IFS= read -r -d '' entry; do
          name="$(name_of "$entry")"
          if [[ "$name" =~ ^pr-[0-9]+$ && "$entry" == 040000\ tree\ * ]] || [[ "$name" == CNAME && -z "$has_cname" ]]; then keep "$entry"; fi
        done < <(entries "$lease")
      fi
      # Without it GitHub Pages runs Jekyll, which drops files starting with `_`.
      if [[ -z "$has_nojekyll" ]]; then keep "100644 blob $(git hash-object -w --stdin </dev/null)"$'\t'".nojekyll"; fi
      ;;
    preview | remove)
      found=""
      if [[ -n "$lease" ]]; then
        while IFS= read -r -d '' entry; do
          if [[ "$(name_of "$entry")" == "pr-$number" ]]; then found=1; else keep "$entry"; fi
        done < <(entries "$lease")
      fi
      if [[ "$mode" == remove && -z "$found" ]]; then echo "No preview of #$number on $branch."; exit 0; fi
      if [[ "$mode" == preview ]]; then keep "040000 tree $source_tree"$'\t'"pr-$number"; fi
      ;;
  esac
  # --missing: the kept entries' blobs stay on the remote (a blob-less clone never fetched them).
  tree="$(git mktree -z --missing <"$work/entries")"
  if [[ -n "$lease" && "$tree" == "$(git rev-parse "$lease^{tree}")" ]]; then echo "$branch is already up to date."; exit 0; fi
  commit="$(git commit-tree "$tree" -m "$message")"
  if git push --quiet --force-with-lease="refs/heads/$branch:$lease" origin "$commit:refs/heads/$branch"; then
    echo "Pushed $branch: $message."
    exit 0
  fi
  echo "Another run changed $branch first (attempt $attempt): trying again." >&2
  sleep $((attempt * 3))
done
echo "pages-branch.sh: could not read or push $branch after 5 attempts" >&2
exit 1
