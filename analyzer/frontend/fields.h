/*
 * fields.h - a struct's fields as the front end tracks them (fields.c):
 * flattened, a member that is a struct of its own standing for its
 * fields, for structs.c and structs_scan.c.
 */
#ifndef WARPCHECK_FIELDS_H
#define WARPCHECK_FIELDS_H

#include "fe.h"

#define STRUCT_FIELDS 128
#define NEST_DEPTH 4
#define OUTER_LEN 96

/*
 * A struct's fields, flattened: a member that is a struct of its own (a
 * tensor's `Ptr data; Lay lay;`) stands for its fields, NEST_DEPTH deep,
 * each named by the members it is inside (outer: "data" for `t.data.p`,
 * "" for the struct's own).  pos gives a field's place in a brace list at
 * each level of that nesting, nest how deep it is.  A nested struct that
 * cannot be flattened (a union, bit fields, too many fields, too deep) is
 * one field, not tracked; so is one with no integer or pointer in it (a
 * float4).  NEST_DEPTH and OUTER_LEN bound the work and the names a
 * field's key is made of: four levels hold a tensor's pointer wrapper and
 * layout inside its storage; deeper ones stay one field.
 */
struct fields {
	CXCursor f[STRUCT_FIELDS];
	char outer[STRUCT_FIELDS][OUTER_LEN];
	unsigned char pos[STRUCT_FIELDS][NEST_DEPTH + 1];
	int nest[STRUCT_FIELDS];
	int n, too_many, depth;
	/* places at the top level: the longest brace list */
	int top;
	/* where the walk is: how deep, the outer name, each level's place */
	int level;
	char prefix[OUTER_LEN];
	int next[NEST_DEPTH + 1];
};

/* the fields of a tracked struct's type, in order; -1 when not one */
int fields_of(CXType t, struct fields *fs);
/* can member f's struct type (*t) be flattened into its fields? */
int fields_nested_record(CXCursor f, CXType *t);
/* is field f one a member local stands for: an integer or a pointer,
 * or a member array of them? */
int fields_tracked(CXCursor f);
/* the elements of member f, an array of integers or pointers; else 0 */
int fields_elements(CXCursor f);
/* a variable's type; a function's result type, for the temporary of its
 * struct result (call_struct) */
CXType fields_variable_type(CXCursor decl);
/* is c a wrapper of the one expression under it: parens, an implicit
 * conversion, a copy's construction? */
/* Is init a call of a constructor that is not a copy's or a move's? */
int fields_constructed(CXCursor init);
int fields_wrapper(CXCursor c);
/* The base class's constructor an inherited one stands for, or ctor */
CXCursor fields_inherited_ctor(CXCursor ctor);

#endif
