/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rules_number.c - exact decimals of rules tables (see rules_number.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules_number.h"

#define MAX_DIGITS	18	/* significant digits kept: fits int64 */
#define MAX_EXP		18

int
rules_decimal_units(const char *s, int scale, int64_t lo, int64_t hi,
    int64_t *out)
{
	int64_t mant = 0, v;
	int neg = 0, digits = 0, frac = 0, exp = 0, eneg = 0, seen = 0;

	if (s == NULL || scale < 1 || scale > 10000)
		return -1;
	if (*s == '-' || *s == '+')
		neg = *s++ == '-';
	for (; *s >= '0' && *s <= '9'; s++, seen = 1) {
		if (mant == 0 && *s == '0')
			continue;
		if (++digits > MAX_DIGITS)
			return -1;
		mant = mant * 10 + (*s - '0');
	}
	if (*s == '.')
		for (s++; *s >= '0' && *s <= '9'; s++, seen = 1) {
			frac++;
			if (mant == 0 && *s == '0')
				continue;
			if (++digits > MAX_DIGITS)
				return -1;
			mant = mant * 10 + (*s - '0');
		}
	if (!seen || frac > MAX_DIGITS)
		return -1;
	if (*s == 'e' || *s == 'E') {
		s++;
		if (*s == '-' || *s == '+')
			eneg = *s++ == '-';
		if (*s < '0' || *s > '9')
			return -1;
		for (; *s >= '0' && *s <= '9'; s++)
			if ((exp = exp * 10 + (*s - '0')) > MAX_EXP)
				return -1;
	}
	if (*s != '\0')
		return -1;
	/* value = mant * 10^(e) with e = +-exp - frac; in units: * scale */
	exp = (eneg ? -exp : exp) - frac;
	if (mant > INT64_MAX / scale)
		return -1;
	v = mant * scale;
	for (; exp > 0; exp--) {
		if (v > INT64_MAX / 10)
			return -1;
		v *= 10;
	}
	for (; exp < 0; exp++) {
		if (v % 10 != 0)
			return -1;	/* not a whole number of units */
		v /= 10;
	}
	if (neg)
		v = -v;
	if (v < lo || v > hi)
		return -1;
	*out = v;
	return 0;
}

int
rules_number_units(const json_t *j, int scale, int64_t lo, int64_t hi,
    int64_t *out)
{
	char *text;
	int rc;

	if (json_is_integer(j)) {
		json_int_t i = json_integer_value(j);
		char buf[32];

		snprintf(buf, sizeof buf, "%lld", (long long)i);
		return rules_decimal_units(buf, scale, lo, hi, out);
	}
	if (!json_is_real(j))
		return -1;
	/* %.17g of the double: exact for any half, quarter or other
	 * binary fraction a table holds; a number that is not one (0.1)
	 * prints with its error and is refused as not whole units. */
	if ((text = json_dumps(j, JSON_ENCODE_ANY | JSON_REAL_PRECISION(17)))
	    == NULL)
		return -1;
	rc = rules_decimal_units(text, scale, lo, hi, out);
	free(text);
	return rc;
}
