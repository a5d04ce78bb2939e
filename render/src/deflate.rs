//! A zlib stream for PNG scanlines, specialised for board images.
//!
//! A board image is mostly rows like the row above it (flat fills, vertical lines, the inside of
//! pieces), runs of one colour, and sprites repeated along a row (identical pieces, glyphs). A general
//! fast compressor finds these late or not at all (fdeflate's fast mode codes each byte, zlib level 1
//! hashes every position), so this one tries exactly those three matches at each position (the byte one
//! row up, the previous byte, and the last place the next four bytes occurred) and takes the longest,
//! greedily. The tokens are then written as one deflate block with Huffman codes made for them.
//!
//! Measured on the benchmark images (unfiltered rows): about as small as zlib level 1 and several
//! times faster; see the renderer's bench.

/// The largest match deflate can express.
const MAX_MATCH: usize = 258;
/// The shortest match worth a length/distance pair.
const MIN_MATCH: usize = 4;
/// The farthest back a match may reach.
const WINDOW: usize = 32_768;
/// A match this long from the row above is taken without looking for a longer one elsewhere.
const GOOD_ENOUGH: usize = 32;
/// Bits of the hash of four bytes.
const HASH_BITS: u32 = 12;

/// Base lengths of the length codes 257–285, and their extra bits.
const LENGTH_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LENGTH_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
/// Base distances of the distance codes 0–29, and their extra bits.
const DISTANCE_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];
/// The order in which code length code lengths are sent.
const CODE_LENGTH_ORDER: [usize; 19] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
];

/// One token, packed as its symbols so that writing it needs no branch: the literal/length symbol
/// (bits 0–8), the length's extra value (9–13), the distance symbol (14–18; [`NO_DISTANCE`] for a
/// literal) and the distance's extra value (19–31).
#[derive(Clone, Copy)]
struct Token(u32);

/// The distance slot of a literal: written as no bits.
const NO_DISTANCE: usize = 30;

impl Token {
    /// The literal `byte`.
    fn literal(byte: u8) -> Self {
        Self(u32::from(byte) | (NO_DISTANCE as u32) << 14)
    }

    /// A match of `length` bytes `distance` back.
    fn matched(length: usize, distance: usize) -> Self {
        let (length_code, distance_code) = (length_code(length), distance_code(distance));
        let length_extra = (length - usize::from(LENGTH_BASE[length_code])) as u32;
        let distance_extra = (distance - usize::from(DISTANCE_BASE[distance_code])) as u32;
        Self(
            (257 + length_code) as u32
                | length_extra << 9
                | (distance_code as u32) << 14
                | distance_extra << 19,
        )
    }

    /// The literal/length symbol (0–285).
    fn symbol(self) -> usize {
        (self.0 & 0x1ff) as usize
    }

    /// The extra value of the length.
    fn length_extra(self) -> u64 {
        u64::from((self.0 >> 9) & 0x1f)
    }

    /// The distance symbol (0–29), or [`NO_DISTANCE`].
    fn distance_symbol(self) -> usize {
        ((self.0 >> 14) & 0x1f) as usize
    }

    /// The extra value of the distance.
    fn distance_extra(self) -> u64 {
        u64::from(self.0 >> 19)
    }
}

/// The length code (0–28, add 257) of each match length.
static LENGTH_CODES: [u8; MAX_MATCH + 1] = {
    let mut codes = [0u8; MAX_MATCH + 1];
    let mut length = 3;
    let mut code = 0;
    while length <= MAX_MATCH {
        while code + 1 < LENGTH_BASE.len() && LENGTH_BASE[code + 1] as usize <= length {
            code += 1;
        }
        codes[length] = code as u8;
        length += 1;
    }
    codes
};

/// The distance code (0–29) of each distance up to 256, and of each 128-byte step beyond.
static DISTANCE_CODES: ([u8; 257], [u8; 256]) = {
    let mut small = [0u8; 257];
    let mut large = [0u8; 256];
    let mut code = 0;
    let mut distance = 1;
    while distance <= WINDOW {
        while code + 1 < DISTANCE_BASE.len() && DISTANCE_BASE[code + 1] as usize <= distance {
            code += 1;
        }
        if distance <= 256 {
            small[distance] = code as u8;
        } else {
            large[(distance - 1) >> 7] = code as u8;
        }
        distance += 1;
    }
    (small, large)
};

/// The length code (0–28, add 257) of a match length.
fn length_code(length: usize) -> usize {
    usize::from(LENGTH_CODES[length])
}

/// The distance code (0–29) of a distance.
fn distance_code(distance: usize) -> usize {
    if distance <= 256 {
        usize::from(DISTANCE_CODES.0[distance])
    } else {
        usize::from(DISTANCE_CODES.1[(distance - 1) >> 7])
    }
}

/// How many bytes from `a` and `b` on are equal, up to `limit`: eight bytes at a time, then bytes.
#[inline(always)]
fn common(data: &[u8], a: usize, b: usize, limit: usize) -> usize {
    let (x, y) = (&data[a..a + limit], &data[b..b + limit]);
    let mut length = 0;
    while length + 8 <= limit {
        let differ = word(x, length) ^ word(y, length);
        if differ != 0 {
            return length + (differ.trailing_zeros() / 8) as usize;
        }
        length += 8;
    }
    while length < limit && x[length] == y[length] {
        length += 1;
    }
    length
}

/// The eight bytes of `bytes` at `at`.
#[inline(always)]
fn word(bytes: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(bytes[at..at + 8].try_into().expect("8 bytes"))
}

/// The four bytes of `data` at `at`.
#[inline(always)]
fn quad(data: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(data[at..at + 4].try_into().expect("4 bytes"))
}

/// Whether the four bytes at `a` and `b` are equal: the least a match must have.
#[inline(always)]
fn starts_alike(data: &[u8], a: usize, b: usize) -> bool {
    quad(data, a) == quad(data, b)
}

/// Whether a match from `candidate` could be longer than `best` bytes: the byte that ended the best
/// match must match, and so must the first four (zlib's test, which spares most long comparisons).
#[inline(always)]
fn longer(data: &[u8], candidate: usize, at: usize, best: usize) -> bool {
    data[candidate + best] == data[at + best] && starts_alike(data, candidate, at)
}

fn hash(data: &[u8], at: usize) -> usize {
    (quad(data, at).wrapping_mul(0x9E37_79B1) >> (32 - HASH_BITS)) as usize
}

/// The greedy parse of `data`, whose rows are `stride` bytes long, and how often each literal/length and
/// distance symbol occurs in it.
fn tokens(data: &[u8], stride: usize) -> (Vec<Token>, [u32; 286], [u32; NO_DISTANCE]) {
    let mut tokens = Vec::with_capacity(data.len() / 8);
    let mut literals = [0u32; 286];
    let mut distances = [0u32; NO_DISTANCE];
    let mut table = vec![u32::MAX; 1 << HASH_BITS];
    let mut at = 0;
    while at < data.len() {
        let limit = MAX_MATCH.min(data.len() - at);
        let mut best = (0, 0);
        if limit >= MIN_MATCH {
            if stride <= at && starts_alike(data, at - stride, at) {
                best = (common(data, at - stride, at, limit), stride);
            }
            let enough = limit.min(GOOD_ENOUGH);
            if best.0 < enough && at >= 1 && longer(data, at - 1, at, best.0) {
                let length = common(data, at - 1, at, limit);
                if length > best.0 {
                    best = (length, 1);
                }
            }
            if best.0 < enough {
                let slot = hash(data, at);
                let earlier = table[slot];
                table[slot] = at as u32;
                if earlier != u32::MAX {
                    let (earlier, distance) = (earlier as usize, at - earlier as usize);
                    if distance <= WINDOW
                        && distance != stride
                        && distance != 1
                        && longer(data, earlier, at, best.0)
                    {
                        let length = common(data, earlier, at, limit);
                        if length > best.0 {
                            best = (length, distance);
                        }
                    }
                }
            }
        }
        // Literals count no distance: one counter bumped for each would chain every literal to the last.
        let token = if best.0 >= MIN_MATCH {
            at += best.0;
            let token = Token::matched(best.0, best.1);
            distances[token.distance_symbol()] += 1;
            token
        } else {
            at += 1;
            Token::literal(data[at - 1])
        };
        literals[token.symbol()] += 1;
        tokens.push(token);
    }
    (tokens, literals, distances)
}

/// Code lengths (at most `limit` bits) for symbols of the given frequencies; unused symbols get 0.
fn code_lengths(frequencies: &[u32], limit: u8) -> Vec<u8> {
    let mut used: Vec<(u32, usize)> = frequencies
        .iter()
        .enumerate()
        .filter(|&(_, &f)| f > 0)
        .map(|(symbol, &f)| (f, symbol))
        .collect();
    let mut lengths = vec![0u8; frequencies.len()];
    match used.len() {
        0 => return lengths,
        1 => {
            lengths[used[0].1] = 1;
            return lengths;
        }
        _ => {}
    }
    used.sort_unstable();
    // Huffman's tree by the two-queue method: leaves in order of frequency, then merged nodes.
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
    // Limit the depths: count codes per length, fold the long ones into the limit, then repair the
    // Kraft sum by lengthening codes, as zlib and miniz do. Shorter codes go to more frequent symbols.
    let mut count = vec![0u32; 64];
    for &d in &depth[..n] {
        count[usize::from(d)] += 1;
    }
    let limit = usize::from(limit);
    for length in limit + 1..count.len() {
        count[limit] += count[length];
        count[length] = 0;
    }
    let kraft = |count: &[u32]| -> u64 {
        (1..=limit)
            .map(|l| u64::from(count[l]) << (limit - l))
            .sum()
    };
    let mut total = kraft(&count);
    while total > 1 << limit {
        count[limit] -= 1;
        if let Some(shorter) = (1..limit).rev().find(|&l| count[l] > 0) {
            count[shorter] -= 1;
            count[shorter + 1] += 2;
        }
        total = kraft(&count);
    }
    let mut symbols = used.iter().rev().map(|&(_, s)| s);
    for (length, &how_many) in count.iter().enumerate().take(limit + 1).skip(1) {
        for _ in 0..how_many {
            if let Some(symbol) = symbols.next() {
                lengths[symbol] = length as u8;
            }
        }
    }
    lengths
}

/// Canonical codes for `lengths`, bit-reversed for writing least significant bit first.
fn codes(lengths: &[u8]) -> Vec<u16> {
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

/// Writes bits least significant first into a buffer sized in advance: each put stores the whole bit
/// buffer and moves on by the bytes it filled, so no put branches.
struct Bits {
    out: Vec<u8>,
    /// Bytes of `out` that are final.
    written: usize,
    buffer: u64,
    /// Bits in `buffer`: fewer than 8 between puts.
    filled: u32,
}

impl Bits {
    /// A writer of at most `bytes` bytes.
    fn with_room(bytes: usize) -> Self {
        Self {
            out: vec![0; bytes + 8],
            written: 0,
            buffer: 0,
            filled: 0,
        }
    }

    /// Adds the low `bits` bits of `value`, at most 56.
    #[inline(always)]
    fn put(&mut self, value: u64, bits: u32) {
        self.buffer |= value << self.filled;
        self.filled += bits;
        self.out[self.written..self.written + 8].copy_from_slice(&self.buffer.to_le_bytes());
        let bytes = self.filled / 8;
        self.written += bytes as usize;
        // Under 64: `filled` was under 8 and `bits` at most 56.
        self.buffer >>= bytes * 8;
        self.filled -= bytes * 8;
    }

    fn finish(mut self) -> Vec<u8> {
        self.out
            .truncate(self.written + usize::from(self.filled > 0));
        self.out
    }
}

/// The code lengths of the literal/length and distance alphabets, run-length coded with the symbols
/// 16 (repeat the previous length 3–6 times), 17 (3–10 zeros) and 18 (11–138 zeros): (symbol, extra).
fn run_length(lengths: &[u8]) -> Vec<(u8, u8)> {
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

/// A zlib stream of `data`, whose rows are `stride` bytes long.
pub(crate) fn zlib(data: &[u8], stride: usize) -> Vec<u8> {
    let (tokens, mut literal_frequencies, mut distance_frequencies) = tokens(data, stride);
    literal_frequencies[256] = 1;
    if distance_frequencies.iter().all(|&f| f == 0) {
        distance_frequencies[0] = 1;
    }
    let literal_lengths = code_lengths(&literal_frequencies, 15);
    let distance_lengths = code_lengths(&distance_frequencies, 15);
    let literal_count = 257
        + literal_lengths[257..]
            .iter()
            .rposition(|&l| l > 0)
            .map_or(0, |p| p + 1);
    let distance_count = 1 + distance_lengths.iter().rposition(|&l| l > 0).unwrap_or(0);
    let all: Vec<u8> = literal_lengths[..literal_count]
        .iter()
        .chain(&distance_lengths[..distance_count])
        .copied()
        .collect();
    let runs = run_length(&all);
    let mut header_frequencies = [0u32; 19];
    for &(symbol, _) in &runs {
        header_frequencies[usize::from(symbol)] += 1;
    }
    let header_lengths = code_lengths(&header_frequencies, 7);
    let header_count = 4 + CODE_LENGTH_ORDER
        .iter()
        .rposition(|&s| header_lengths[s] > 0)
        .map_or(0, |p| p + 1)
        .saturating_sub(4);

    // The header takes under 400 bytes; a token at most 6 (15 + 5 + 15 + 13 bits).
    let mut bits = Bits::with_room(512 + 6 * tokens.len());
    // zlib header: deflate with a 32 KB window, no dictionary, fastest; then one final dynamic block.
    bits.put(0x78, 8);
    bits.put(0x01, 8);
    bits.put(1, 1);
    bits.put(2, 2);
    bits.put((literal_count - 257) as u64, 5);
    bits.put((distance_count - 1) as u64, 5);
    bits.put((header_count - 4) as u64, 4);
    for &symbol in &CODE_LENGTH_ORDER[..header_count] {
        bits.put(u64::from(header_lengths[symbol]), 3);
    }
    let header_codes = codes(&header_lengths);
    for &(symbol, extra) in &runs {
        let s = usize::from(symbol);
        bits.put(u64::from(header_codes[s]), u32::from(header_lengths[s]));
        match symbol {
            16 => bits.put(u64::from(extra), 2),
            17 => bits.put(u64::from(extra), 3),
            18 => bits.put(u64::from(extra), 7),
            _ => {}
        }
    }
    // Each symbol's code, its length, and how many extra bits follow it.
    let literal_codes = codes(&literal_lengths);
    let literal_table: Vec<(u64, u32, u32)> = (0..286usize)
        .map(|symbol| {
            let extra = symbol.checked_sub(257).map_or(0, |code| LENGTH_EXTRA[code]);
            let length = u32::from(literal_lengths[symbol]);
            (u64::from(literal_codes[symbol]), length, u32::from(extra))
        })
        .collect();
    let distance_codes = codes(&distance_lengths);
    let distance_table: Vec<(u64, u32, u32)> = (0..=NO_DISTANCE)
        .map(|symbol| match symbol {
            NO_DISTANCE => (0, 0, 0),
            _ => (
                u64::from(distance_codes[symbol]),
                u32::from(distance_lengths[symbol]),
                u32::from(DISTANCE_EXTRA[symbol]),
            ),
        })
        .collect();
    for &token in &tokens {
        let (code, length, extra) = literal_table[token.symbol()];
        let mut value = code | token.length_extra() << length;
        let mut count = length + extra;
        let (code, length, extra) = distance_table[token.distance_symbol()];
        value |= (code | token.distance_extra() << length) << count;
        count += length + extra;
        bits.put(value, count);
    }
    bits.put(
        u64::from(literal_codes[256]),
        u32::from(literal_lengths[256]),
    );
    let mut out = bits.finish();
    out.extend_from_slice(&simd_adler32::adler32(&data).to_be_bytes());
    out
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
    fn lengths_and_distances_find_their_codes() {
        assert_eq!(length_code(3), 0);
        assert_eq!(length_code(10), 7);
        assert_eq!(length_code(12), 8);
        assert_eq!(length_code(258), 28);
        assert_eq!(length_code(257), 27);
        assert_eq!(distance_code(1), 0);
        assert_eq!(distance_code(6), 4);
        assert_eq!(distance_code(32_768), 29);
        let slow =
            |table: &[u16], value: usize| table.partition_point(|&b| usize::from(b) <= value) - 1;
        for length in 3..=MAX_MATCH {
            assert_eq!(
                length_code(length),
                slow(&LENGTH_BASE, length),
                "length {length}"
            );
        }
        for distance in 1..=WINDOW {
            assert_eq!(
                distance_code(distance),
                slow(&DISTANCE_BASE, distance),
                "distance {distance}"
            );
        }
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
