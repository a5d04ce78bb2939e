//! Huffman codes: lengths limited to a number of bits, canonical codes, and the run-length coding of
//! code lengths that a dynamic block's header carries.

/// Code lengths (at most `limit` bits) for symbols of the given frequencies; unused symbols get 0.
pub(super) fn code_lengths(frequencies: &[u32], limit: u8) -> Vec<u8> {
    let mut used: Vec<(u32, usize)> = frequencies
        .iter()
        .enumerate()
        .filter(|&(_, &f)| f > 0)
        .map(|(symbol, &f)| (f, symbol))
        .collect();
    let mut lengths = vec![0u8; frequencies.len()];
    if let [(_, only)] = used[..] {
        lengths[only] = 1;
    }
    if used.len() < 2 {
        return lengths;
    }
    used.sort_unstable();
    let count = limited_counts(&tree_depths(&used), usize::from(limit));
    // Shorter codes go to more frequent symbols.
    let mut symbols = used.iter().rev().map(|&(_, s)| s);
    for (length, &how_many) in count.iter().enumerate().skip(1) {
        for symbol in symbols.by_ref().take(how_many as usize) {
            lengths[symbol] = length as u8;
        }
    }
    lengths
}

/// The depth of each leaf of Huffman's tree for `used` (frequency and symbol, at least two, in order
/// of frequency), built by the two-queue method: leaves in order, then merged nodes.
fn tree_depths(used: &[(u32, usize)]) -> Vec<u8> {
    let n = used.len();
    let mut weight: Vec<u64> = used.iter().map(|&(f, _)| u64::from(f)).collect();
    let mut parent = vec![0usize; 2 * n - 1];
    let (mut leaf, mut node) = (0, n);
    let take = |weight: &Vec<u64>, leaf: &mut usize, node: &mut usize, built: usize| {
        if *leaf < n && (*node >= built || weight[*leaf] <= weight[*node]) {
            *leaf += 1;
            *leaf - 1
        } else {
            *node += 1;
            *node - 1
        }
    };
    for built in n..2 * n - 1 {
        let a = take(&weight, &mut leaf, &mut node, built);
        let b = take(&weight, &mut leaf, &mut node, built);
        weight.push(weight[a] + weight[b]);
        parent[a] = built;
        parent[b] = built;
    }
    let mut depth = vec![0u8; 2 * n - 1];
    for index in (0..2 * n - 2).rev() {
        depth[index] = depth[parent[index]] + 1;
    }
    depth.truncate(n);
    depth
}

/// How many codes of each length (index 1 to `limit`) the leaves at `depths` get once no code is
/// longer than `limit`: the long ones are folded into the limit, then the Kraft sum is repaired by
/// lengthening shorter codes, as zlib and miniz do.
fn limited_counts(depths: &[u8], limit: usize) -> Vec<u32> {
    let mut count = vec![0u32; 64];
    for &d in depths {
        count[usize::from(d)] += 1;
    }
    for length in limit + 1..count.len() {
        count[limit] += count[length];
        count[length] = 0;
    }
    let kraft = |count: &[u32]| -> u64 {
        (1..=limit)
            .map(|l| u64::from(count[l]) << (limit - l))
            .sum()
    };
    while kraft(&count) > 1 << limit {
        count[limit] -= 1;
        if let Some(shorter) = (1..limit).rev().find(|&l| count[l] > 0) {
            count[shorter] -= 1;
            count[shorter + 1] += 2;
        }
    }
    count.truncate(limit + 1);
    count
}

/// Canonical codes for `lengths`, bit-reversed for writing least significant bit first.
pub(super) fn codes(lengths: &[u8]) -> Vec<u16> {
    let mut count = [0u16; 16];
    for &length in lengths {
        count[usize::from(length)] += 1;
    }
    count[0] = 0;
    let mut next = [0u16; 16];
    let mut code = 0u16;
    for bits in 1..16 {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    lengths
        .iter()
        .map(|&length| {
            if length == 0 {
                return 0;
            }
            let code = next[usize::from(length)];
            next[usize::from(length)] += 1;
            code.reverse_bits() >> (16 - length)
        })
        .collect()
}

/// Code lengths run-length coded with the symbols 16 (repeat the previous length 3–6 times), 17 (3–10
/// zeros) and 18 (11–138 zeros): (symbol, extra).
pub(super) fn run_length(lengths: &[u8]) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < lengths.len() {
        let length = lengths[i];
        let run = lengths[i..].iter().take_while(|&&l| l == length).count();
        if length == 0 && run >= 3 {
            let run = run.min(138);
            out.push(if run >= 11 {
                (18, (run - 11) as u8)
            } else {
                (17, (run - 3) as u8)
            });
            i += run;
        } else if length != 0 && run >= 4 {
            out.push((length, 0));
            let repeat = (run - 1).min(6);
            out.push((16, (repeat - 3) as u8));
            i += 1 + repeat;
        } else {
            out.push((length, 0));
            i += 1;
        }
    }
    out
}

/// The extra bits after run-length symbol `symbol`.
pub(super) fn run_extra_bits(symbol: u8) -> u32 {
    match symbol {
        16 => 2,
        17 => 3,
        18 => 7,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_lengths_are_limited_and_complete() {
        // Fibonacci frequencies make the deepest possible Huffman tree.
        let mut frequencies = vec![1u32, 1];
        while frequencies.len() < 30 {
            let n = frequencies.len();
            frequencies.push(frequencies[n - 1] + frequencies[n - 2]);
        }
        let lengths = code_lengths(&frequencies, 15);
        assert!(lengths.iter().all(|&l| (1..=15).contains(&l)));
        let kraft: f64 = lengths.iter().map(|&l| 0.5f64.powi(i32::from(l))).sum();
        assert!((kraft - 1.0).abs() < 1e-9, "a complete code: {kraft}");
        assert!(
            lengths[29] <= lengths[0],
            "frequent symbols get shorter codes"
        );
    }

    #[test]
    fn one_used_symbol_gets_one_bit() {
        assert_eq!(code_lengths(&[0, 5, 0], 15), [0, 1, 0]);
        assert_eq!(code_lengths(&[0, 0], 15), [0, 0]);
    }

    #[test]
    fn run_length_coding_expands_back() {
        let lengths = [
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 5, 5, 5, 5, 5, 5, 5, 3, 0, 0, 7,
        ];
        let mut expanded = Vec::new();
        for (symbol, extra) in run_length(&lengths) {
            match symbol {
                16 => {
                    let last = *expanded.last().unwrap();
                    expanded.extend(std::iter::repeat_n(last, 3 + usize::from(extra)));
                }
                17 => expanded.extend(std::iter::repeat_n(0, 3 + usize::from(extra))),
                18 => expanded.extend(std::iter::repeat_n(0, 11 + usize::from(extra))),
                l => expanded.push(l),
            }
        }
        assert_eq!(expanded, lengths);
    }
}
