/*
 * picture.h - one warp's request drawn: for shared memory the banks against
 * the wavefronts that serve them, for global (and local) memory the
 * sectors against the bytes the lanes asked for.  `explain` prints the
 * pictures as text and writes them as SVG; the HTML page embeds the SVG.
 */
#ifndef WARPCHECK_PICTURE_H
#define WARPCHECK_PICTURE_H

#include <stdint.h>
#include <stdio.h>

#include "../../simulator/simulator.h"

#define PICTURE_MAX_WAVEFRONTS 128

/*
 * Where a shared request's words are served, by smem.c's rules: in each
 * phase, a bank serves its distinct words one wavefront each; for ldmatrix
 * and stmatrix, each 8x8 matrix is a phase of 8 lanes' 16-byte rows, and
 * each group of 4 banks serves its distinct rows one wavefront each (a
 * row fills the group's 4 cells).
 */
struct picture_banks {
	int wavefronts;
	int cell[PICTURE_MAX_WAVEFRONTS][32];    /* lane served, -1 none */
	int shared[PICTURE_MAX_WAVEFRONTS][32];  /* more than one lane on that word */
	int conflict[32];        /* the bank holds more than one word in a phase */
};

/* The threadIdx of lane `lane` of warp `warp` of a block of l's shape. */
void picture_thread_of(const struct launch *l, unsigned warp, int lane, unsigned t[3]);

/* Fills *p for request w of shared access acc. */
void picture_place(struct picture_banks *p, const struct sim_worst *w,
		   const struct ir_access *acc, const struct hw *hw);

/*
 * The sectors a request touches, in address order (at most
 * PICTURE_MAX_SECTORS, and a lane's first PICTURE_MAX_SECTORS_A_LANE):
 * for each, the bytes asked for and the lanes that asked.
 */
#define PICTURE_MAX_SECTORS 256
#define PICTURE_MAX_SECTORS_A_LANE 8

struct picture_sector {
	int64_t sector;          /* from the first one touched */
	uint64_t used;           /* bit i: byte i of the sector was asked for */
	uint32_t lanes;          /* bit l: lane l asked for a byte of it */
};

struct picture_sectors {
	int rows;
	int bytes;               /* a sector's */
	struct picture_sector row[PICTURE_MAX_SECTORS];
};

void picture_sectors_of(struct picture_sectors *p, const struct sim_worst *w, unsigned bytes,
			const struct hw *hw);

/* SVG pictures; the title is text, escaped here. */
void picture_svg_banks(FILE *f, const char *title, const struct picture_banks *p);
void picture_svg_sectors(FILE *f, const char *title, const struct sim_worst *w, unsigned bytes,
			 const struct hw *hw);
/*
 * The picture of request w of acc, whatever its space: 0, or -1 where
 * there is none (a local access wider than 4 bytes).
 */
int picture_svg(FILE *f, const char *title, const struct ir_access *acc,
		const struct sim_worst *w, const struct hw *hw);

#endif
