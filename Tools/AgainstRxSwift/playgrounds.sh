#!/usr/bin/env bash
# RxSwift's own playground pages (RXSWIFT_DIR/Rx.playground/Pages), run as programs against
# RxSwift and against ProductionRx, with only their imports changed, and their output compared.
# They are RxSwift programs this repository did not write: the README's promise ("change the
# import and your code compiles and prints the same") checked on code from outside.
#
#   bash Tools/AgainstRxSwift/playgrounds.sh
#
# Each page becomes an executable of two packages written under .build/playgrounds beside this
# script (ignored by git, and by `swift format`, which skips hidden folders): one on RxSwift's
# sources (stage.sh's links, compiled with TRACE_RESOURCES), one on this repository's
# ProductionRx. The example calls a page leaves
# commented out ("⚠️ Uncomment to run this example") are run too. A page's timers run on the
# main run loop, which each program keeps going for 12 seconds.
#
# Differences allowed, and masked before comparing: the clock in `debug`'s lines, and the
# numbers the "RxSwift.Resources.total" example prints: the two libraries count different
# objects (RxSwift/Rx.swift has RxSwift's counter; chapter 5 says what ProductionRx counts).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
rxswift="${RXSWIFT_DIR:-$repo/../shared/reference/RxSwift}"
pages="$rxswift/Rx.playground/Pages"
[[ -d $pages ]] || { echo "playgrounds.sh: no playground pages under $rxswift (set RXSWIFT_DIR)" >&2; exit 2; }

bash "$here/stage.sh" > /dev/null
staged="$here/.build/playgrounds"

# stage KIND: writes the package of one side (rxswift or productionrx).
stage() {
    local kind=$1 package="$staged/$1" targets="" page name dependency
    rm -rf "$package/Sources"
    mkdir -p "$package/Sources/PlaygroundSupportCode"
    cp "$rxswift/Rx.playground/Sources/SupportCode.swift" "$package/Sources/PlaygroundSupportCode/"
    if [[ $kind == rxswift ]]; then
        ln -s "$here/Staged/RxSwift" "$package/Sources/RxSwift"
        dependency='"RxSwift"'
    else
        # A path dependency is known by its folder's name.
        dependency=".product(name: \"ProductionRx\", package: \"$(basename "$repo")\")"
    fi
    for page in "$pages"/*/Contents.swift; do
        name="$(basename "$(dirname "$page")" .xcplaygroundpage | tr -cd 'A-Za-z0-9')"
        mkdir -p "$package/Sources/$name"
        {
            echo "import Foundation"
            echo "import PlaygroundSupportCode"
            sed -e 's|^// \(sample[A-Za-z]*()\) // ⚠️.*|\1|' "$page" |
                if [[ $kind == productionrx ]]; then sed -E 's/^import Rx(Swift|Cocoa|Relay)$/import ProductionRx/'; else cat; fi
            echo
            echo 'RunLoop.main.run(until: Date(timeIntervalSinceNow: 12))'
        } > "$package/Sources/$name/main.swift"
        targets+="        .executableTarget(name: \"$name\", dependencies: [\"PlaygroundSupportCode\", $dependency]),"$'\n'
    done
    {
        echo '// swift-tools-version: 6.0'
        echo '// Written by Tools/AgainstRxSwift/playgrounds.sh on every run.'
        echo 'import PackageDescription'
        echo
        echo 'let package = Package('
        echo "    name: \"Playgrounds-$kind\","
        if [[ $kind == productionrx ]]; then
            echo "    dependencies: [.package(path: \"$repo\")],"
        fi
        echo '    targets: ['
        echo '        .target(name: "PlaygroundSupportCode", swiftSettings: [.define("NOT_IN_PLAYGROUND")]),'
        if [[ $kind == rxswift ]]; then
            echo '        .target(name: "RxSwift", swiftSettings: [.define("TRACE_RESOURCES")]),'
        fi
        printf '%s' "$targets"
        echo '    ],'
        echo '    swiftLanguageModes: [.v5]'
        echo ')'
    } > "$package/Package.swift"
}

# masked FILE: the output with the allowed differences masked.
masked() {
    sed -E 's/^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9:.]+: /TIME: /' "$1" |
        awk '/^--- / { counting = ($0 ~ /Resources\.total example/) } counting && /^[0-9]+$/ { print "COUNT"; next } { print }'
}

different=()
for kind in rxswift productionrx; do
    stage "$kind"
    echo "Building the pages against $kind…"
    if ! swift build --package-path "$staged/$kind" --manifest-cache none > "$staged/$kind.build.txt" 2>&1; then
        grep -E 'error:' "$staged/$kind.build.txt" || tail -20 "$staged/$kind.build.txt"
        echo "playgrounds.sh: the pages do not compile against $kind" >&2
        exit 1
    fi
done
for main in "$staged/rxswift/Sources"/*/main.swift; do
    name="$(basename "$(dirname "$main")")"
    [[ $name == PlaygroundSupportCode ]] && continue
    for kind in rxswift productionrx; do
        "$staged/$kind/.build/debug/$name" > "$staged/$name.$kind.txt" 2>&1 &
    done
    wait
    if diff -u --label "$name against ProductionRx" --label "$name against RxSwift" \
        <(masked "$staged/$name.productionrx.txt") <(masked "$staged/$name.rxswift.txt") > "$staged/$name.diff"; then
        echo "$name: the same output against RxSwift ($(wc -l < "$staged/$name.rxswift.txt") lines)"
    else
        echo "$name: DIFFERENT"
        cat "$staged/$name.diff"
        different+=("$name")
    fi
done
if [[ ${#different[@]} -gt 0 ]]; then
    echo "These pages print differently against ProductionRx: ${different[*]}"
    exit 1
fi
echo "Every playground page prints the same against RxSwift and ProductionRx."
