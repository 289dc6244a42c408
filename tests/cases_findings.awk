# cases_findings.awk - compare a case's hand-derived findings (its
# "--- findings" section: "LINE RULE [N-way] text", "#" comments, "LINE
# none ...") with what warpcheck reported.  Every expected finding must
# be reported at its line with its rule (and its n-way, where given); every
# warning reported must be expected; a "none" line must have no warning.
# Usage: awk -v name=NAME -f cases_findings.awk FINDINGS OUTPUT
FILENAME == ARGV[1] {
	if ($1 !~ /^[0-9]+$/ || NF < 2)
		next
	if ($2 == "none") {
		clean[$1] = 1
		next
	}
	want[$1 " " $2] = 1
	if ($3 ~ /^[0-9]+-way$/)
		way[$1 " " $2 " " $3] = 1
	next
}
/^[^ :]+:[0-9]+:[0-9]+: (warning|note): .*\[[a-z-]+\]$/ {
	split($0, f, ":")
	rule = $NF
	gsub(/[\[\]]/, "", rule)
	got[f[2] " " rule] = 1
	if ($2 == "warning:") {
		warned[f[2] " " rule] = f[2]
		if (match($0, /[0-9]+-way/))
			gotway[f[2] " " rule " " substr($0, RSTART, RLENGTH)] = 1
	}
}
END {
	for (k in want)
		if (!(k in got)) { printf "%s: expected at line %s, not reported\n", name, k; bad++ }
	for (k in way)
		if (!(k in gotway)) { printf "%s: expected at line %s, reported otherwise\n", name, k; bad++ }
	for (k in warned) {
		if (!(k in want)) { printf "%s: reported at line %s, not expected\n", name, k; bad++ }
		if (warned[k] in clean) { printf "%s: line %s expected clean\n", name, warned[k]; bad++ }
	}
	exit bad > 0
}
