/*
 * check_smem.c - bank conflicts of single requests.  Expectations are
 * derived by hand from bank = (byte address / 4) % 32 (the derivation is
 * beside each test); the wide-access packing tests were measured on an
 * H200 (validate/results/h200-2026-11-29.md).
 */
#include "../../simulator/hw.h"
#include "../../simulator/smem.h"
#include "suites.h"

static const struct hw *H;

static void setup(void) { H = hw_lookup("sm_90"); }

/* address of lane i = base + i * stride bytes, all 32 lanes */
static struct smem_cost strided(long long stride, unsigned bytes, uint32_t mask)
{
	int64_t addr[32];
	struct smem_cost c;
	int i;

	for (i = 0; i < 32; i++)
		addr[i] = (int64_t)i * stride;
	smem_request(&c, H, addr, mask, bytes, 0);
	return c;
}

START_TEST(consecutive_words_are_conflict_free)
{
	struct smem_cost c = strided(4, 4, ~0u);
	ck_assert_uint_eq(c.wavefronts, 1);
	ck_assert_uint_eq(c.ideal, 1);
}
END_TEST

START_TEST(stride_2_words_is_2_way)
{
	/* words 0,2,..,62: banks 0,2,..,30 twice each */
	struct smem_cost c = strided(8, 4, ~0u);
	ck_assert_uint_eq(c.wavefronts, 2);
	ck_assert_uint_eq(c.max_nway, 2);
}
END_TEST

START_TEST(stride_32_words_is_32_way)
{
	/* s[threadIdx.x * 32]: every word in bank 0 */
	struct smem_cost c = strided(128, 4, ~0u);
	ck_assert_uint_eq(c.wavefronts, 32);
	ck_assert_uint_eq(c.ideal, 1);
	ck_assert_uint_eq(c.max_nway, 32);
}
END_TEST

START_TEST(stride_33_words_is_conflict_free)
{
	/* 33 i mod 32 = i mod 32: 32 distinct banks */
	struct smem_cost c = strided(132, 4, ~0u);
	ck_assert_uint_eq(c.wavefronts, 1);
}
END_TEST

START_TEST(same_word_broadcasts)
{
	struct smem_cost c = strided(0, 4, ~0u);
	ck_assert_uint_eq(c.wavefronts, 1);
}
END_TEST

START_TEST(bytes_of_one_word_do_not_conflict)
{
	/* char s[]: lanes 0-3 share word 0, ..., 28-31 word 7 */
	struct smem_cost c = strided(1, 1, ~0u);
	ck_assert_uint_eq(c.wavefronts, 1);
}
END_TEST

START_TEST(inactive_lanes_do_not_conflict)
{
	/* stride 32 words, lanes 0-3 active: 4 words in bank 0 */
	struct smem_cost c = strided(128, 4, 0xfu);
	ck_assert_uint_eq(c.wavefronts, 4);
	ck_assert_uint_eq(c.ideal, 1);
}
END_TEST

START_TEST(float2_consecutive_takes_two_phases)
{
	/* 8 bytes a lane: two phases of 16 lanes, each 32 distinct words */
	struct smem_cost c = strided(8, 8, ~0u);
	ck_assert_uint_eq(c.wavefronts, 2);
	ck_assert_uint_eq(c.ideal, 2);
}
END_TEST

START_TEST(float4_stride_2_is_2_way)
{
	/* 8 lanes a phase at 32-byte stride: words 8i..8i+3, banks repeat
	 * after 4 lanes, so 2 words per bank in every phase: 4 phases x 2 */
	struct smem_cost c = strided(32, 16, ~0u);
	ck_assert_uint_eq(c.wavefronts, 8);
	ck_assert_uint_eq(c.ideal, 4);
}
END_TEST

START_TEST(double_tile_32x33_column_is_conflict_free)
{
	/* double tile[32][33], lane l reads tile[l][c]: word 66l + 2c; in a
	 * phase of 16 lanes the banks 2l and 2l+1 (mod 32) are all distinct */
	struct smem_cost c = strided(33 * 8, 8, ~0u);
	ck_assert_uint_eq(c.wavefronts, 2);
	ck_assert_uint_eq(c.ideal, 2);
}
END_TEST

START_TEST(double_tile_32x34_column_is_2_way)
{
	/* padding a double tile by 2 makes it worse: word 68l, bank 4l mod
	 * 32, lanes l and l+8 of a phase collide */
	struct smem_cost c = strided(34 * 8, 8, ~0u);
	ck_assert_uint_eq(c.wavefronts, 4);
}
END_TEST

START_TEST(double_tile_32x32_column_is_16_way_per_phase)
{
	/* word 64l: banks 0 and 1 for all 16 lanes of a phase */
	struct smem_cost c = strided(32 * 8, 8, ~0u);
	ck_assert_uint_eq(c.wavefronts, 32);
	ck_assert_uint_eq(c.max_nway, 16);
}
END_TEST

START_TEST(float2_lane_pairs_take_half_measured)
{
	/* lanes 2k and 2k+1 read float2 k: 1 wavefront on the H200 */
	int64_t addr[32];
	struct smem_cost c;
	int i;

	for (i = 0; i < 32; i++)
		addr[i] = (i / 2) * 8;
	smem_request(&c, H, addr, ~0u, 8, 0);
	ck_assert_uint_eq(c.wavefronts, 1);
}
END_TEST

/* By hand: word = floor(address / 4), bank = word mod 32 in [0, 32).  A
 * byte before the array's start is in word -1, bank 31 (truncating
 * division would say word 0, bank 0). */
START_TEST(bank_of_negative_address_floors)
{
	ck_assert_int_eq(hw_word_of(H, -4), -1);
	ck_assert_int_eq(hw_word_of(H, -1), -1);
	ck_assert_uint_eq(hw_bank_of(H, -4), 31);
	ck_assert_uint_eq(hw_bank_of(H, -128), 0);
	ck_assert_uint_eq(hw_bank_of(H, -132), 31);
	ck_assert_uint_eq(hw_bank_of(H, 4), 1);
	ck_assert_uint_eq(hw_bank_of(H, 132), 1);
}
END_TEST

/* By hand: lanes 4 bytes apart from byte -64 cover words -16 .. 15,
 * banks 16 .. 31 then 0 .. 15: all 32 banks, one wavefront. */
START_TEST(negative_base_consecutive_is_conflict_free)
{
	int64_t addr[32];
	struct smem_cost c;
	int i;

	for (i = 0; i < 32; i++)
		addr[i] = -64 + 4 * (int64_t)i;
	smem_request(&c, H, addr, ~0u, 4, 0);
	ck_assert_uint_eq(c.wavefronts, 1);
}
END_TEST

/* ldmatrix: lane l gives row l % 16 at chunk l / 16 of a tile whose rows
 * are `pitch` bytes apart (smem_matrix_request); measured on the H200
 * (validate/results/h200-2026-12-01-ldmatrix.md) */
static struct smem_cost matrix_rows(int64_t pitch, unsigned matrices, int swizzle)
{
	int64_t addr[32];
	struct smem_cost c;
	int l;

	for (l = 0; l < 32; l++) {
		int64_t row = l % 16, chunk = l / 16;
		if (swizzle)
			chunk ^= row % 8;
		addr[l] = row * pitch + 16 * chunk;
	}
	smem_matrix_request(&c, H, addr, ~0u, matrices);
	return c;
}

START_TEST(ldmatrix_rows_128_bytes_apart_take_8_each_measured)
{
	struct smem_cost c = matrix_rows(128, 4, 0);
	ck_assert_uint_eq(c.wavefronts, 32);
	ck_assert_uint_eq(c.ideal, 4);
	ck_assert_uint_eq(matrix_rows(128, 1, 0).wavefronts, 8);
	ck_assert_uint_eq(matrix_rows(128, 2, 0).wavefronts, 16);
}
END_TEST

START_TEST(ldmatrix_padded_or_swizzled_takes_1_each_measured)
{
	ck_assert_uint_eq(matrix_rows(144, 4, 0).wavefronts, 4);
	ck_assert_uint_eq(matrix_rows(80, 4, 0).wavefronts, 4);
	ck_assert_uint_eq(matrix_rows(128, 4, 1).wavefronts, 4);
	/* 160-byte rows: rows r and r + 4 share a group of 4 banks */
	ck_assert_uint_eq(matrix_rows(160, 4, 0).wavefronts, 8);
}
END_TEST

/* By hand: eight lanes on one row are one row, one wavefront. */
START_TEST(ldmatrix_one_row_is_one_wavefront)
{
	ck_assert_uint_eq(matrix_rows(0, 4, 0).wavefronts, 4);
}
END_TEST

START_TEST(atomics_on_one_word_serialize_measured)
{
	/* atomicAdd(&s[0]) from 32 lanes: 32 wavefronts on the H200, where a
	 * load of s[0] broadcasts in one; s[lane % 4]: 8 */
	int64_t addr[32];
	struct smem_cost c;
	int i;

	for (i = 0; i < 32; i++)
		addr[i] = 0;
	smem_request(&c, H, addr, ~0u, 4, 1);
	ck_assert_uint_eq(c.wavefronts, 32);
	smem_request(&c, H, addr, ~0u, 4, 0);
	ck_assert_uint_eq(c.wavefronts, 1);
	for (i = 0; i < 32; i++)
		addr[i] = (i % 4) * 4;
	smem_request(&c, H, addr, ~0u, 4, 1);
	ck_assert_uint_eq(c.wavefronts, 8);
}
END_TEST

START_TEST(float4_broadcast_takes_two_measured)
{
	struct smem_cost c = strided(0, 16, ~0u);
	ck_assert_uint_eq(c.wavefronts, 2);
}
END_TEST

Suite *smem_suite(void)
{
	Suite *s = suite_create("smem");
	TCase *tc = tcase_create("requests");

	tcase_add_checked_fixture(tc, setup, NULL);
	tcase_add_test(tc, consecutive_words_are_conflict_free);
	tcase_add_test(tc, stride_2_words_is_2_way);
	tcase_add_test(tc, stride_32_words_is_32_way);
	tcase_add_test(tc, stride_33_words_is_conflict_free);
	tcase_add_test(tc, same_word_broadcasts);
	tcase_add_test(tc, bytes_of_one_word_do_not_conflict);
	tcase_add_test(tc, inactive_lanes_do_not_conflict);
	tcase_add_test(tc, float2_consecutive_takes_two_phases);
	tcase_add_test(tc, float4_stride_2_is_2_way);
	tcase_add_test(tc, double_tile_32x33_column_is_conflict_free);
	tcase_add_test(tc, double_tile_32x34_column_is_2_way);
	tcase_add_test(tc, double_tile_32x32_column_is_16_way_per_phase);
	tcase_add_test(tc, float2_lane_pairs_take_half_measured);
	tcase_add_test(tc, float4_broadcast_takes_two_measured);
	tcase_add_test(tc, atomics_on_one_word_serialize_measured);
	tcase_add_test(tc, bank_of_negative_address_floors);
	tcase_add_test(tc, negative_base_consecutive_is_conflict_free);
	tcase_add_test(tc, ldmatrix_rows_128_bytes_apart_take_8_each_measured);
	tcase_add_test(tc, ldmatrix_padded_or_swizzled_takes_1_each_measured);
	tcase_add_test(tc, ldmatrix_one_row_is_one_wavefront);
	suite_add_tcase(s, tc);
	return s;
}
