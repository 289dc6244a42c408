/*
 * smem.c - bank conflicts of one shared-memory request.
 *
 * The warp is cut into phases by access width (hw->phase_lanes).  In each
 * phase with an active lane, every lane's access is split into the 4-byte
 * words it covers; words are deduplicated (a load broadcasts a word, and
 * of several stores to one word one lands; atomics are not deduplicated
 * where hw->atomic_per_lane says so, as measured), and the phase costs as many
 * wavefronts as the largest number of distinct words in one bank.  The
 * request costs the sum over its phases (shared rules 1-6 of HARDWARE.md
 * beside this file).  Sorting the words first makes both the
 * deduplication and the per-bank count one linear pass.
 */
#include "cint.h"
#include "smem.h"

#include "bug.h"

static void sort_words(int64_t *w, int n)
{
	int i, j;

	/* insertion sort: n <= 32 and the input is usually in order */
	for (i = 1; i < n; i++) {
		int64_t x = w[i];
		for (j = i; j > 0 && w[j - 1] > x; j--)
			w[j] = w[j - 1];
		w[j] = x;
	}
}

/* Do lane pairs (n, n^1) or (n, n^2) read one address, for every lane? */
static int pairs_share_address(const int64_t addr[32], uint32_t mask)
{
	int d, lane;

	for (d = 1; d <= 2; d++) {
		int ok = 1;
		for (lane = 0; lane < 32 && ok; lane++) {
			int peer = lane ^ d;
			if (!(mask >> lane & 1))
				continue;
			ok = (mask >> peer & 1) && addr[peer] == addr[lane];
		}
		if (ok)
			return 1;
	}
	return 0;
}

void smem_request(struct smem_cost *out, const struct hw *hw,
		  const int64_t addr[32], uint32_t mask, unsigned bytes, int atomic)
{
	int per_lane = atomic && hw->atomic_per_lane;
	int wi = hw_width_index(bytes);
	unsigned phase_lanes, words_per_lane, active = 0;
	unsigned lane0;

	if (wi < 0)
		BUG("shared access of %u bytes", bytes);
	out->wavefronts = out->ideal = out->max_nway = 0;
	if (!mask)
		return;
	phase_lanes = hw->phase_lanes[wi];
	if (hw->wide_pair_merge && bytes >= 8 && pairs_share_address(addr, mask))
		phase_lanes *= 2;
	words_per_lane = bytes > hw->bank_bytes ? bytes / hw->bank_bytes : 1;

	for (lane0 = 0; lane0 < 32; lane0 += phase_lanes) {
		uint32_t phase_mask = (uint32_t)(((uint64_t)1 << phase_lanes) - 1) << lane0;
		int64_t words[32 * 4];
		unsigned count[32] = { 0 };
		unsigned lane, n = 0, worst = 0;
		int i;

		if (!(mask & phase_mask))
			continue;
		for (lane = lane0; lane < lane0 + phase_lanes; lane++) {
			unsigned k;
			if (!(mask >> lane & 1))
				continue;
			active++;
			for (k = 0; k < words_per_lane; k++)
				words[n++] = hw_word_of(hw, addr[lane]) + k;
		}
		sort_words(words, (int)n);
		for (i = 0; i < (int)n; i++) {
			unsigned bank;
			if (i > 0 && words[i] == words[i - 1] && !per_lane)
				continue;
			bank = hw_bank_of_word(hw, words[i]);
			if (++count[bank] > worst)
				worst = count[bank];
		}
		out->wavefronts += worst;
		if (worst > out->max_nway)
			out->max_nway = worst;
		if (hw->smem_ideal == IDEAL_ACTIVE_PHASES)
			out->ideal++;
	}
	if (hw->smem_ideal == IDEAL_BYTES) {
		unsigned line = hw->banks * hw->bank_bytes;
		out->ideal = (active * bytes + line - 1) / line;
	}
}

/*
 * ldmatrix and stmatrix (HARDWARE.md shared rule 7): each 8x8 matrix is
 * eight 16-byte rows, addressed by 8 lanes (matrix m by lanes 8m to
 * 8m + 7), and served as one phase.  A row covers 4 banks; its wavefronts
 * are the most distinct rows that fall in one group of 4 banks, and the
 * instruction costs the sum over its matrices, 1 each at best.
 */
void smem_matrix_request(struct smem_cost *out, const struct hw *hw, const int64_t addr[32],
			 uint32_t mask, unsigned matrices)
{
	unsigned m, i, j;

	out->wavefronts = out->ideal = out->max_nway = 0;
	for (m = 0; m < matrices && m < 4; m++) {
		int64_t rows[8];
		unsigned nrows = 0, most = 0;
		for (i = 8 * m; i < 8 * m + 8; i++) {
			int64_t row = addr[i] - (addr[i] % 16 + 16) % 16;
			if (!(mask >> i & 1))
				continue;
			for (j = 0; j < nrows && rows[j] != row; j++)
				;
			if (j == nrows)
				rows[nrows++] = row;
		}
		if (!nrows)
			continue;
		for (i = 0; i < nrows; i++) {
			unsigned in_group = 0, g = hw_bank_of(hw, rows[i]) / 4;
			for (j = 0; j < nrows; j++)
				in_group += hw_bank_of(hw, rows[j]) / 4 == g;
			if (in_group > most)
				most = in_group;
		}
		out->wavefronts += most;
		out->ideal += 1;
		if (most > out->max_nway)
			out->max_nway = most;
	}
}
