#!/usr/bin/env python3
"""Finds the sparse multiples of the CRC-32C polynomial that core/codec/crc32c.py folds with.

    python3 scripts/crc32c_sparse_multiples.py

Prints multiples x^A + x^e1 + ... + 1 of the Castagnoli polynomial: of four terms (the fewest below degree
2^31 - 1, since P = (x + 1) * an irreducible of degree 31 makes every multiple's weight even, and x^n + 1
needs n a multiple of 2^31 - 1) and of six terms with a low degree. A level of the fold costs one XOR a term
for each run of s * (A - e1) bytes, so the first kind wants e1 far below A, the second a low A. Takes about
a few seconds.
"""

import numpy as np

# Castagnoli, in the normal (not reflected) order: bit k is the coefficient of x^k.
POLYNOMIAL = (1 << 32) | 0x1EDC6F41


def powers_of_x(count):
    """x^0 .. x^(count - 1) modulo the polynomial."""
    powers = [1]
    for _ in range(count - 1):
        power = powers[-1] << 1
        if power >> 32:
            power ^= POLYNOMIAL
        powers.append(power)
    return powers


def four_term_multiples(max_degree, wanted):
    """(A, e1, e2) with x^A + x^e1 + x^e2 + 1 a multiple, by increasing A."""
    powers = powers_of_x(max_degree)
    exponent_of = {}
    for exponent, power in enumerate(powers):
        exponent_of.setdefault(power, exponent)
    found = []
    for degree in range(33, max_degree):
        rest = powers[degree] ^ 1
        for first in range(1, degree):
            second = exponent_of.get(rest ^ powers[first])
            if second is not None and 0 < second < first:
                found.append((degree, first, second))
        if len(found) >= wanted:
            break
    return found


def six_term_multiples(max_degree, wanted):
    """(A, (e1, e2, e3, e4)) with x^A + x^e1 + ... + x^e4 + 1 a multiple, by increasing A (meet in the middle)."""
    powers = np.array(powers_of_x(max_degree), dtype=np.uint64)
    low, high = np.triu_indices(max_degree, k=1)
    pair_values = powers[low] ^ powers[high]
    order = np.argsort(pair_values)
    sorted_values = pair_values[order]
    found = set()
    for degree in range(33, max_degree):
        usable = (low > 0) & (high < degree)
        targets = pair_values[usable] ^ powers[degree] ^ np.uint64(1)
        positions = np.minimum(np.searchsorted(sorted_values, targets), len(sorted_values) - 1)
        for hit in np.flatnonzero(sorted_values[positions] == targets):
            first_pair = (int(low[usable][hit]), int(high[usable][hit]))
            position = positions[hit]
            while position < len(sorted_values) and sorted_values[position] == targets[hit]:
                pair = (int(low[order[position]]), int(high[order[position]]))
                exponents = {*first_pair, *pair}
                if pair[0] > 0 and pair[1] < degree and len(exponents) == 4:
                    found.add((degree, tuple(sorted(exponents, reverse=True))))
                position += 1
        if len(found) >= wanted:
            break
    return sorted(found)


def is_multiple(degree, exponents):
    value = (1 << degree) | sum(1 << exponent for exponent in exponents) | 1
    while value.bit_length() > 32:
        value ^= POLYNOMIAL << (value.bit_length() - 33)
    return value == 0


def main():
    print("four terms: A, e1, e2; runs a level = ceil(A / (A - e1))")
    for degree, first, second in four_term_multiples(7000, 16):
        assert is_multiple(degree, (first, second))
        print(f"  {degree:5d} {first:5d} {second:5d}   {-(-degree // (degree - first))}")
    print("six terms, lowest degrees: A, (e1 .. e4); runs a level")
    for degree, exponents in six_term_multiples(300, 12):
        assert is_multiple(degree, exponents)
        print(f"  {degree:5d} {exponents}   {-(-degree // (degree - exponents[0]))}")


if __name__ == "__main__":
    main()
