/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * drawing_priv.h - what drawing.c lends drawing_table.c: the sticky
 * failure, a new item, the text check.  Not for rules modules.
 */
#ifndef PBEM_DRAWING_PRIV_H
#define PBEM_DRAWING_PRIV_H

#include "drawing.h"

int drawing_priv_fail(struct drawing *d, int rc);
/* A new zeroed item, or NULL (the drawing failed). */
struct draw_item *drawing_priv_item(struct drawing *d, enum draw_kind kind);
/* Printable UTF-8 with its NUL within n bytes. */
int drawing_priv_text_ok(const char *s, size_t n);

#endif
