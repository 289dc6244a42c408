/*
 * check_gmem.c - sectors of single global requests, derived by hand from
 * 32-byte sectors (and matching the H200's counters for the same
 * patterns: validate/results/h200-2026-11-29.md).
 */
#include "../../simulator/gmem.h"
#include "../../simulator/hw.h"
#include "suites.h"

static struct gmem_cost strided(long long base, long long stride, unsigned bytes,
				uint32_t mask)
{
	int64_t addr[32];
	struct gmem_cost c;
	int i;

	for (i = 0; i < 32; i++)
		addr[i] = base + (int64_t)i * stride;
	gmem_request(&c, hw_lookup("sm_90"), addr, mask, bytes);
	return c;
}

START_TEST(consecutive_floats_take_4_sectors)
{
	struct gmem_cost c = strided(0, 4, 4, ~0u);
	ck_assert_uint_eq(c.sectors, 4);
	ck_assert_uint_eq(c.ideal, 4);
}
END_TEST

START_TEST(stride_32_bytes_takes_32_sectors)
{
	/* one lane per sector: 1024 bytes moved for 128 used, 12.5% */
	struct gmem_cost c = strided(0, 32, 4, ~0u);
	ck_assert_uint_eq(c.sectors, 32);
	ck_assert_uint_eq(c.ideal, 4);
	ck_assert_uint_eq(c.bytes_used, 128);
}
END_TEST

START_TEST(misaligned_floats_take_5_sectors)
{
	struct gmem_cost c = strided(4, 4, 4, ~0u);
	ck_assert_uint_eq(c.sectors, 5);
}
END_TEST

START_TEST(stride_2_floats_take_8_sectors)
{
	struct gmem_cost c = strided(0, 8, 4, ~0u);
	ck_assert_uint_eq(c.sectors, 8);
}
END_TEST

START_TEST(float4_takes_16_sectors)
{
	struct gmem_cost c = strided(0, 16, 16, ~0u);
	ck_assert_uint_eq(c.sectors, 16);
	ck_assert_uint_eq(c.ideal, 16);
}
END_TEST

START_TEST(broadcast_is_one_sector)
{
	struct gmem_cost c = strided(64, 0, 4, ~0u);
	ck_assert_uint_eq(c.sectors, 1);
	ck_assert_uint_eq(c.ideal, 1);
}
END_TEST

START_TEST(half_warp_takes_2_sectors)
{
	struct gmem_cost c = strided(0, 4, 4, 0xffffu);
	ck_assert_uint_eq(c.sectors, 2);
}
END_TEST

START_TEST(descending_lanes_count_the_same)
{
	struct gmem_cost c = strided(124, -4, 4, ~0u);
	ck_assert_uint_eq(c.sectors, 4);
}
END_TEST

/* a bulk copy of `bytes` by lane 0 alone, from `base` */
static struct gmem_cost bulk(long long base, unsigned bytes)
{
	int64_t addr[32] = { base };
	struct gmem_cost c;

	gmem_bulk(&c, hw_lookup("sm_90"), addr, 1u, bytes, NULL);
	return c;
}

START_TEST(bulk_copies_go_by_128_byte_pieces)
{
	/* measured on the H200 (h200-2026-12-02-tma): 128, 160 and 8 sectors */
	ck_assert_uint_eq(bulk(8192, 4096).sectors, 128);
	ck_assert_uint_eq(bulk(8192 + 16, 4096).sectors, 160);
	ck_assert_uint_eq(bulk(8192 + 16, 4096).ideal, 128);
	ck_assert_uint_eq(bulk(512, 256).sectors, 8);
	/* by hand: 32 bytes past a sector leave no piece straddling one more */
	ck_assert_uint_eq(bulk(32, 4096).sectors, 128);
	/* by hand: two lanes' copies are counted apart */
	{
		int64_t addr[32] = { 0, 0 };
		struct gmem_cost c;
		gmem_bulk(&c, hw_lookup("sm_90"), addr, 3u, 256, NULL);
		ck_assert_uint_eq(c.sectors, 16);
	}
	/* measured: a 32x32 float box of a 4,096-byte-pitch tensor, 128 */
	{
		int64_t addr[32] = { 0 };
		struct ir_bulk_box box = { 1, { 32 }, { 4096 } };
		struct gmem_cost c;
		gmem_bulk(&c, hw_lookup("sm_90"), addr, 1u, 128, &box);
		ck_assert_uint_eq(c.sectors, 128);
		ck_assert_uint_eq(c.ideal, 128);
	}
}
END_TEST

Suite *gmem_suite(void)
{
	Suite *s = suite_create("gmem");
	TCase *tc = tcase_create("requests");

	tcase_add_test(tc, consecutive_floats_take_4_sectors);
	tcase_add_test(tc, stride_32_bytes_takes_32_sectors);
	tcase_add_test(tc, misaligned_floats_take_5_sectors);
	tcase_add_test(tc, stride_2_floats_take_8_sectors);
	tcase_add_test(tc, float4_takes_16_sectors);
	tcase_add_test(tc, broadcast_is_one_sector);
	tcase_add_test(tc, half_warp_takes_2_sectors);
	tcase_add_test(tc, descending_lanes_count_the_same);
	tcase_add_test(tc, bulk_copies_go_by_128_byte_pieces);
	suite_add_tcase(s, tc);
	return s;
}
