#!/bin/sh
# readme.sh - the README's sample outputs, checked against real runs so
# that they cannot drift.  A block is checked when the line before it (a
# fenced ``` block or a block indented four spaces; blank lines between are
# allowed) is one of
#
#   <!-- golden: warpcheck ARGS -->           the block is the whole output
#   <!-- golden-excerpt: warpcheck ARGS -->   the block's lines appear in the
#                                              output, in the same order
#
# The command runs from the repository's top with its output (stdout and
# stderr) uncoloured; its exit status is not checked.
#
# The map of the stages ("The stages, in the order data flows", one line a
# file) must name every .c file of analyzer/ and simulator/, by its path or
# after the first file of its line ("simulator/smem.c, gmem.c"), so that it
# cannot fall behind the folders.
#
#   sh tests/readme.sh build/warpcheck [README.md]
exe=${1:-build/warpcheck}
readme=${2:-README.md}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pass=0
fail=0

# split the README into dir/N.mode, dir/N.cmd and dir/N.block
awk -v dir="$dir" '
	function flush() { if (n && state == "in") close(dir "/" n ".block"); state = "" }
	/^<!-- golden(-excerpt)?: .* -->$/ {
		n++
		mode = $0 ~ /^<!-- golden-excerpt:/ ? "excerpt" : "whole"
		cmd = $0
		sub(/^<!-- golden(-excerpt)?: /, "", cmd)
		sub(/ -->$/, "", cmd)
		print mode > (dir "/" n ".mode"); close(dir "/" n ".mode")
		print cmd > (dir "/" n ".cmd"); close(dir "/" n ".cmd")
		printf "" > (dir "/" n ".block")
		state = "wait"
		next
	}
	state == "wait" && /^$/ { next }
	state == "wait" && /^```/ { state = "in"; fence = 1; next }
	state == "wait" && /^    / { state = "in"; fence = 0 }
	state == "wait" { state = ""; next }
	state == "in" && fence && /^```/ { flush(); next }
	state == "in" && !fence && !/^    / { flush(); next }
	state == "in" {
		line = $0
		if (!fence)
			sub(/^    /, "", line)
		print line >> (dir "/" n ".block")
	}
' "$readme"

for mode in "$dir"/*.mode; do
	[ -e "$mode" ] || break
	n=${mode%.mode}
	cmd=$(cat "$n.cmd")
	case "$cmd" in
	warpcheck\ *) ;;
	*) echo "FAIL: '$cmd': a golden command starts with 'warpcheck'"; fail=$((fail + 1)); continue ;;
	esac
	# shellcheck disable=SC2086
	NO_COLOR=1 "$exe" ${cmd#warpcheck } > "$n.out" 2>&1
	if [ "$(cat "$mode")" = whole ]; then
		diff -u "$n.block" "$n.out" > "$n.diff" && ok=1 || ok=0
	else
		# every line of the block, in order, somewhere in the output
		awk 'NR == FNR { want[++n] = $0; next }
		     i < n && $0 == want[i + 1] { i++ }
		     END { if (i < n) { print "missing: " want[i + 1]; exit 1 } }' \
			"$n.block" "$n.out" > "$n.diff" && ok=1 || ok=0
	fi
	if [ "$ok" = 1 ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL: $readme: $cmd"
		cat "$n.diff"
	fi
done
# the stage map: its lines, then every source file named in them
awk '/^### The stages, in the order data flows/ { on = 1 }
     on && /^```$/ { n++; if (n == 2) exit; next }
     on && n == 1' "$readme" > "$dir/map"
if [ "$readme" = README.md ]; then
	for f in analyzer/*/*.c simulator/*.c; do
		base=${f##*/}
		dir_of=${f%/*}
		# the path itself, a pattern (cmd_*.c), or the name after a comma
		# or inside a line of the same folder
		if grep -q "^$f " "$dir/map" ||
		   awk -v d="$dir_of/" -v b="$base" 'index($1, d) == 1 && index($0, b)' "$dir/map" | grep -q . ||
		   { case $base in cmd_*.c) grep -q "^$dir_of/cmd_\*\.c " "$dir/map" ;; *) false ;; esac; }; then
			pass=$((pass + 1))
		else
			fail=$((fail + 1))
			echo "FAIL: $readme: the map of the stages does not name $f"
		fi
	done
fi
echo "readme: $pass passed, $fail failed"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
