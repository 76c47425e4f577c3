/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_deck.h - what the two halves of the `deck` test share: a fresh
 * deck (test_deck.c) and part two's tests (test_deck_piles.c).
 */
#ifndef TEST_DECK_H
#define TEST_DECK_H

#include <check.h>

#include "deck.h"

void deck_of(struct deck *k, const char *name, int n, int auto_reshuffle);
void deck_piles_tests(TCase *tc);

#endif
