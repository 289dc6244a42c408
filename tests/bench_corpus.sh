#!/bin/sh
# bench_corpus.sh - time `warpcheck lint` on each corpus kernel with its
# launch (NAME.args), best of three, then the whole corpus in one run with
# one job and with two.  Wall-clock milliseconds; process start and parsing
# included, as a user pays them.
exe=${1:-build/warpcheck}

ms() { echo $(( ($(date +%s%N) - $1) / 1000000 )); }

best_of_3() {
	best=
	for _ in 1 2 3; do
		t0=$(date +%s%N)
		"$@" > /dev/null 2>&1
		t=$(ms "$t0")
		if [ -z "$best" ] || [ "$t" -lt "$best" ]; then best=$t; fi
	done
	echo "$best"
}

printf '%-26s %8s\n' "corpus file" "best ms"
sum=0
worst=0
worst_name=
for args in tests/corpus/*.args; do
	name=${args%.args}
	# shellcheck disable=SC2046
	t=$(best_of_3 "$exe" lint "$name.cu" $(cat "$args"))
	printf '%-26s %8d\n' "$(basename "$name.cu")" "$t"
	sum=$((sum + t))
	if [ "$t" -gt "$worst" ]; then worst=$t; worst_name=$(basename "$name.cu"); fi
done
echo "corpus, one process per file: $sum ms in all; slowest $worst_name, $worst ms"
# in one process the launches of the .args files do not apply: the files
# are linted under their default launches, which is what -j is about
t1=$(best_of_3 "$exe" lint tests/corpus/*.cu)
t2=$(best_of_3 "$exe" lint -j 2 tests/corpus/*.cu)
echo "corpus in one run: $t1 ms with one job, $t2 ms with -j 2"
