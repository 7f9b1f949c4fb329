#!/usr/bin/env bash
# Stages the sources of the AgainstRxSwift package (README.md beside this script): symbolic links
# under Staged/ to RxSwift's sources (from RXSWIFT_DIR, default ../shared/reference/RxSwift
# relative to the repository root), to the repository's own test support, Marbles and the
# chapter 13 toolkit, and to every test file of Tests/ProductionRxTests that is not named in
# ProductionRxOnly.txt. Run it again after moving, adding or removing a test file.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
rxswift="${RXSWIFT_DIR:-$repo/../shared/reference/RxSwift}"
if [[ ! -d $rxswift/RxSwift ]]; then
    echo "RxSwift's sources are not at $rxswift (set RXSWIFT_DIR to a checkout of ReactiveX/RxSwift)." >&2
    exit 1
fi
rxswift="$(cd "$rxswift" && pwd)"
staged="$here/Staged"
mkdir -p "$staged"
# Links already in place and unchanged are kept, so that SwiftPM rebuilds only what changed;
# links not made again in this run are removed at the end.
made="$(mktemp)"
trap 'rm -f "$made"' EXIT

# Links `source` (a file) at `link`. A reference snapshot may store RxSwift's own symbolic links
# (RxSwift/Platform/*.swift → ../../Platform/*.swift) as small files holding the target's
# path: those are followed by hand, as many times as it takes.
link() {
    local source=$1 link=$2
    while [[ $(wc -c < "$source") -lt 200 ]] && grep -qxE '(\.\./)+[^ ]+\.swift' "$source"; do
        source="$(cd "$(dirname "$source")" && cd "$(dirname "$(cat "$source")")" && pwd)/$(basename "$(cat "$source")")"
    done
    echo "$link" >> "$made"
    [[ -L $link && $(readlink "$link") == "$source" ]] && return
    mkdir -p "$(dirname "$link")"
    ln -sfn "$source" "$link"
}

# Links every Swift file under `folder` (relative to `root`) into `destination`, keeping the
# folder structure.
link_tree() {
    local root=$1 folder=$2 destination=$3
    local file
    while IFS= read -r file; do
        link "$root/$folder/$file" "$destination/$file"
    done < <(cd "$root/$folder" && find -L . -name '*.swift' | sed 's|^\./||' | sort)
}

# RxSwift's libraries, compiled here with TRACE_RESOURCES (Package.swift).
link_tree "$rxswift" RxSwift "$staged/RxSwift"
link_tree "$rxswift" RxRelay "$staged/RxRelay"
link_tree "$rxswift" RxTest "$staged/RxTest"
link_tree "$rxswift" RxBlocking "$staged/RxBlocking"
# RxCocoa's units: the Linux-safe part (its UIKit and AppKit files are left out).
link_tree "$rxswift" RxCocoa/Traits "$staged/RxCocoa/Traits"
link_tree "$rxswift" RxCocoa/Common "$staged/RxCocoa/Common"
link "$rxswift/RxCocoa/RxCocoa.swift" "$staged/RxCocoa/RxCocoa.swift"
link "$rxswift/RxCocoa/Platform/DispatchQueue+Extensions.swift" "$staged/RxCocoa/Platform/DispatchQueue+Extensions.swift"

# The additions of ProductionRxTest to RxTest's API (marble lines, readable differences), built
# on RxTest's public API: the tests use them whichever implementation they run against.
additions="$here/Sources/ProductionRxTest/Staged"
link_tree "$repo" Sources/ProductionRxTest/Marbles "$additions/Marbles"
link "$repo/Sources/ProductionRxTest/Differences.swift" "$additions/Differences.swift"
link "$repo/Sources/ProductionRxTest/Reporting.swift" "$additions/Reporting.swift"

# The repository's own modules that have no Rx of their own, or only public Rx API.
link_tree "$repo" Sources/Marbles "$staged/Marbles"
link_tree "$repo" Tests/Support "$staged/TestSupport"
link_tree "$repo" Chapters/13-units/HeadlessUI "$staged/HeadlessUI"

# The chapter demos that use only RxSwift's API (no NaiveRx), as chNN: run.sh runs each against
# RxSwift and against ProductionRx and compares what they print. A demo that says, in a line
# starting `// Not compiled against RxSwift:`, why it relies on ProductionRx's own signatures
# is left out.
demos=()
for folder in "$repo"/Chapters/[0-9][0-9]-*/Demo; do
    grep -q '^import NaiveRx' "$folder"/*.swift && continue
    grep -q '^// Not compiled against RxSwift:' "$folder"/*.swift && continue
    chapter="$(basename "$(dirname "$folder")")"
    link_tree "$repo" "Chapters/$chapter/Demo" "$staged/Demos/ch${chapter%%-*}"
    demos+=("ch${chapter%%-*}")
done

# The tests: the shared suite, and every ProductionRx test file not set aside by name.
tests="$here/Tests/AgainstRxSwiftTests/Staged"
link_tree "$repo" Tests/SharedBehavior "$tests/Shared"
# Type-checked by CompileTimeGuaranteeTests against the ProductionRx module (here: RxSwift),
# found beside the test files; Package.swift keeps it out of the build.
link_tree "$repo" Tests/CompileFailures "$tests/CompileFailures"
set_aside="$(grep -oE '^[^#[:space:]][^:]*\.swift' "$here/ProductionRxOnly.txt" || true)"
count=0
while IFS= read -r file; do
    name="$(basename "$file")"
    [[ $name == Implementation.swift ]] && continue
    grep -qxF "$name" <<< "$set_aside" && continue
    link "$repo/Tests/ProductionRxTests/$file" "$tests/ProductionRxTests/$file"
    count=$((count + 1))
done < <(cd "$repo/Tests/ProductionRxTests" && find . -name '*.swift' -not -path './Shared/*' | sed 's|^\./||' | sort)
while IFS= read -r name; do
    [[ -n $name ]] || continue
    if [[ -z $(find "$repo/Tests/ProductionRxTests" -name "$name" -not -path '*/Shared/*') ]]; then
        echo "ProductionRxOnly.txt names $name, which is no longer in Tests/ProductionRxTests." >&2
        exit 1
    fi
done <<< "$set_aside"
# Remove what was linked before and is not any more (a test file moved or set aside).
for folder in "$staged" "$additions" "$tests"; do
    find "$folder" -type l | sort | comm -23 - <(sort -u "$made") | while IFS= read -r stale; do rm "$stale"; done
    find "$folder" -mindepth 1 -type d -empty -delete
done

echo "Staged RxSwift from $rxswift, the shared suite, $count ProductionRx test files ($(grep -c . <<< "$set_aside") set aside in ProductionRxOnly.txt) and the demos ${demos[*]}."
