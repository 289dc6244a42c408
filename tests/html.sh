#!/bin/sh
# html.sh - the review page (lint --format html) rendered in a real browser,
# headless Chromium, and its DOM held to what the text report says:
#
#   examples/transpose.cu at 4096 x 4096: the kernel table (four kernels,
#   transpose_shared's 17,301,504 shared wavefronts against 1,048,576 and
#   its bound), the 32-way conflict at line 67 with its cost (16,777,216
#   wavefronts for 524,288 requests), the padding fix at line 53 as a diff,
#   and the picture of the worst request: lane l reads tile[l][0], word 32 l,
#   all in bank 0, so wavefront l + 1 serves lane l (derived by hand);
#   explain --format html: the same page opened at line 67;
#   tests/html/escape.cu: markup, comparisons and a </script> in the source
#   shown as written;
#   a file that cannot be read: the page says no kernel was analyzed, and
#   why, in the open.
#
# Each page is also checked to fetch nothing: no src=, no stylesheet link,
# no url(), no import.  Screenshots go to BUILD/html/ (look at them).
#
#   sh tests/html.sh build/warpcheck
exe=${1:-build/warpcheck}
out=$(dirname "$exe")/html
browser=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || command -v google-chrome)}
pass=0
fail=0

if [ -z "$browser" ]; then
	echo "html: no chromium found (make check installs Debian's chromium)"
	exit 1
fi
mkdir -p "$out"
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT

# chromium --headless ARGS...: as root in a container it needs no sandbox
browse() {
	"$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage \
		--no-first-run --user-data-dir="$profile" --hide-scrollbars "$@" 2>/dev/null
}

ok() {
	pass=$((pass + 1))
}

bad() {
	fail=$((fail + 1))
	echo "FAIL: $1"
}

# has FILE TEXT WHAT: the DOM holds TEXT
has() {
	if grep -qF -- "$2" "$1"; then ok; else bad "$3: '$2' not in $1"; fi
}

# between FILE FROM TO: the DOM from the first FROM to the next TO
between() {
	awk -v from="$2" -v to="$3" '
		{ s = s $0 "\n" }
		END {
			i = index(s, from); if (!i) exit
			rest = substr(s, i + length(from)); j = index(rest, to)
			print (j ? substr(rest, 1, j - 1) : rest)
		}' "$1"
}

# offline FILE: nothing in the page would be fetched
offline() {
	if grep -qiE '<(script|img|iframe)[^>]* src=|<link |url\(|@import|fetch\(|XMLHttpRequest' "$1"; then
		bad "$1 would fetch something"
	else
		ok
	fi
}

# --- the transpose example at 4096 x 4096 ------------------------------
page=$out/transpose.html
"$exe" lint examples/transpose.cu --grid 128,128 --block 32,8 --param width=4096 \
	--param height=4096 --format html > "$page"
rc=$?
[ "$rc" -eq 1 ] && ok || bad "lint --format html exited $rc, not 1 (it has warnings)"
offline "$page"
browse --dump-dom "file://$(pwd)/$page" > "$out/transpose.dom"
dom=$out/transpose.dom
has "$dom" 'data-rendered="1"' "the page's script ran"
n=$(grep -o '<tr data-kernel="[0-9]*"' "$dom" | sort -u | wc -l)
[ "$n" -eq 4 ] && ok || bad "the kernel table has $n rows, not 4"
between "$dom" '<tr data-kernel="1">' '</tr>' > "$out/row.txt"
has "$out/row.txt" '>transpose_shared</a>' "kernel table row"
has "$out/row.txt" '17,301,504</span> / 1,048,576' "transpose_shared's shared wavefronts"
has "$out/row.txt" '<span class="bound">shared</span>' "transpose_shared's bound"
has "$out/row.txt" '&lt;&lt;&lt;(128,128,1), (32,8,1)&gt;&gt;&gt;' "transpose_shared's launch"
between "$dom" 'id="f0-L67"' 'id="f0-L68"' > "$out/l67.txt"
has "$out/l67.txt" "32-way bank conflict on load of 'tile'" "the finding at line 67"
has "$out/l67.txt" 'cost: <b>16,777,216</b> wavefronts for 524,288 requests, ideal 524,288' "its cost"
has "$out/l67.txt" 'examples/transpose.cu:53</a>' "its fix's place"
has "$out/l67.txt" '<span class="del">-	__shared__ float tile[TILE_DIM][TILE_DIM];</span>' "the fix's diff"
has "$out/l67.txt" '<span class="add">+	__shared__ float tile[TILE_DIM][TILE_DIM + 1];</span>' "the fix's diff"
has "$out/l67.txt" 'then take 1048576 wavefronts instead of 17301504' "the fix's checked count"
for l in 0 1 30 31; do
	has "$out/l67.txt" "data-bank=\"0\" data-wavefront=\"$((l + 1))\" data-lane=\"$l\"" "the picture (lane $l)"
done
n=$(grep -o 'data-wavefront="[0-9]*" data-lane="-1"' "$out/l67.txt" | wc -l)
[ "$n" -eq $((31 * 32)) ] && ok || bad "the picture has $n empty cells, not 31 x 32"
browse --window-size=1400,3300 --screenshot="$out/transpose.png" "file://$(pwd)/$page" >/dev/null
[ -s "$out/transpose.png" ] && ok || bad "no screenshot of $page"

# --- explain --format html: the page, opened at the access ---------------
page=$out/explain.html
"$exe" explain examples/transpose.cu:67 --grid 128,128 --block 32,8 --param width=4096 \
	--param height=4096 --format html > "$page"
rc=$?
[ "$rc" -eq 0 ] && ok || bad "explain --format html exited $rc"
browse --dump-dom "file://$(pwd)/$page" > "$out/explain.dom"
has "$out/explain.dom" 'id="f0-L67" class="ln acc focus"' "explain's page opens at line 67"
between "$out/explain.dom" 'id="f0-L67"' 'id="f0-L68"' > "$out/e67.txt"
has "$out/e67.txt" 'data-bank="0" data-wavefront="32" data-lane="31"' "explain's picture"

# --- source shown as written -----------------------------------------------
page=$out/escape.html
"$exe" lint tests/html/escape.cu --format html > "$page"
offline "$page"
browse --dump-dom "file://$(pwd)/$page" > "$out/escape.dom"
has "$out/escape.dom" 'data-rendered="1"' "escape.cu's page rendered"
has "$out/escape.dom" '&lt;/script&gt; &lt;b&gt;bold&lt;/b&gt; &amp;amp;)' "markup in a comment"
has "$out/escape.dom" '(i &gt;&gt; <span class="num">1</span>) &lt; <span class="num">16</span>' "shifts and comparisons"
has "$out/escape.dom" '\"done\" &lt;/script&gt;\n' "a string"
has "$out/escape.dom" "32-way bank conflict on store of 'tile'" "escape.cu's finding"

# --- a file that cannot be read: the page says so, and what to fix ------
page=$out/missing.html
"$exe" lint tests/html/no-such-file.cu --format html > "$page" 2>/dev/null
rc=$?
[ "$rc" -eq 2 ] && ok || bad "lint --format html of a missing file exited $rc, not 2"
browse --dump-dom "file://$(pwd)/$page" > "$out/missing.dom"
has "$out/missing.dom" 'data-rendered="1"' "the missing file's page rendered"
has "$out/missing.dom" 'no kernel was analyzed' "the empty kernel table"
has "$out/missing.dom" "tests/html/no-such-file.cu: cannot read 'tests/html/no-such-file.cu'" "the error, shown"

echo "html: $pass passed, $fail failed (pages and screenshots in $out)"
[ "$fail" -eq 0 ]
