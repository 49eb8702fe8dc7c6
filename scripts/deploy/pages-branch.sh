#!/usr/bin/env bash
# Writes one part of the GitHub Pages branch and pushes it (decision 57): the site at the root (the pr-<n>/ previews
# kept), a pull request's preview at pr-<n>/, or removes a preview. The branch is one commit, replaced each time and
# pushed with a lease, so it never grows and a run that lost a race to another retries on the new state.
#   pages-branch.sh site <dir>            the built site (dist/) at the root, with .nojekyll
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
trap 'rm -rf "$work"' EXIT
export GIT_AUTHOR_NAME="github-actions[bot]" GIT_AUTHOR_EMAIL="41898282+github-actions[bot]@users.noreply.github.com"
export GIT_COMMITTER_NAME="$GIT_AUTHOR_NAME" GIT_COMMITTER_EMAIL="$GIT_AUTHOR_EMAIL"

for attempt in 1 2 3 4 5; do
  rm -rf "$work/tree" "$work/index" && mkdir "$work/tree"
  # The branch as it is now; none yet on the first publish (then the lease expects none).
  lease=""
  if git fetch --quiet --depth 1 origin "refs/heads/$branch" 2>/dev/null; then
    lease="$(git rev-parse FETCH_HEAD)"
    git archive FETCH_HEAD | tar -x -C "$work/tree"
  fi
  case "$mode" in
    site)
      find "$work/tree" -mindepth 1 -maxdepth 1 ! -regex '.*/pr-[0-9]+' -exec rm -rf {} +
      cp -R "$source/." "$work/tree/"
      # Without it GitHub Pages runs Jekyll, which drops files starting with `_`.
      touch "$work/tree/.nojekyll"
      ;;
    preview)
      rm -rf "$work/tree/pr-$number"
      cp -R "$source" "$work/tree/pr-$number"
      ;;
    remove)
      if [[ ! -e "$work/tree/pr-$number" ]]; then echo "No preview of #$number on $branch."; exit 0; fi
      rm -rf "$work/tree/pr-$number"
      ;;
  esac
  GIT_INDEX_FILE="$work/index" git --work-tree="$work/tree" add --all --force .
  tree="$(GIT_INDEX_FILE="$work/index" git write-tree)"
  if [[ -n "$lease" && "$tree" == "$(git rev-parse "$lease^{tree}")" ]]; then echo "$branch is already up to date."; exit 0; fi
  commit="$(git commit-tree "$tree" -m "$message")"
  if git push --quiet --force-with-lease="refs/heads/$branch:$lease" origin "$commit:refs/heads/$branch"; then
    echo "Pushed $branch: $message."
    exit 0
  fi
  echo "Another run changed $branch first (attempt $attempt): trying again." >&2
  sleep $((attempt * 3))
done
echo "pages-branch.sh: could not push $branch after 5 attempts" >&2
exit 1
