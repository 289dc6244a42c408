#!/bin/sh
# golden.sh - run each case in tests/lint and compare with its expected
# output.  A case is NAME.args (the command line after `warpcheck lint`,
# or after `warpcheck` when it starts with explain or dump-ir; lines
# starting with # are comments: where the expected numbers come from) and
# NAME.expected (what warpcheck prints, then "exit: STATUS").
#
#   sh tests/golden.sh build/warpcheck          run the cases
#   UPDATE=1 sh tests/golden.sh build/warpcheck rewrite the expected files
exe=${1:-build/warpcheck}
pass=0
fail=0
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
have_nvcc() {
	command -v nvcc >/dev/null 2>&1 || [ -x /usr/local/cuda/bin/nvcc ]
}
skip=0
for args in tests/lint/*.args; do
	name=${args%.args}
	line=$(grep -v '^#' "$args")
	if echo "$line" | grep -q -- '--ptxas' && ! have_nvcc; then
		echo "skip: $name (needs nvcc)"
		skip=$((skip + 1))
		continue
	fi
	# a case names its command (explain, dump-ir) or is a lint
	# shellcheck disable=SC2086
	set -- $line
	case "$1" in
	explain|dump-ir|sim) cmd=$1; shift ;;
	*) cmd=lint ;;
	esac
	# what nvcc emitted is read only where a case asks (--sass-dump): a
	# machine with the full toolkit would otherwise compile and note more
	sass=--no-sass
	echo "$line" | grep -q -- '--sass' && sass=
	# sim writes its kernel to a temporary file: name it the same each run
	{ "$exe" "$cmd" --color never $sass "$@" 2>&1; echo "exit: $?"; } |
		sed 's#/tmp/warpcheck-sim-[A-Za-z0-9]*\.cu#SIM.cu#g' > "$tmp"
	if [ -n "$UPDATE" ]; then
		cp "$tmp" "$name.expected"
	fi
	if diff -u "$name.expected" "$tmp" > "$tmp.diff" 2>&1; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL: $name"
		cat "$tmp.diff"
	fi
	rm -f "$tmp.diff"
done
echo "golden: $pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
