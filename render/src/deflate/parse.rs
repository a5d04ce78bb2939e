//! The greedy parse of PNG scanlines into literals and matches.
//!
//! At each position three matches are tried (the byte one row up, the previous byte, and the last place
//! the next four bytes occurred) and the longest is taken.

use super::symbols::{DISTANCE_SYMBOLS, LITERAL_SYMBOLS, MAX_MATCH, Token, WINDOW};

/// The shortest match worth a length/distance pair.
const MIN_MATCH: usize = 4;
/// A match this long from the row above is taken without looking for a longer one elsewhere.
const GOOD_ENOUGH: usize = 32;
/// Bits of the hash of four bytes.
const HASH_BITS: u32 = 12;

/// The tokens of a parse, and how often each literal/length and distance symbol occurs in them.
pub(super) struct Parse {
    pub(super) tokens: Vec<Token>,
    pub(super) literals: [u32; LITERAL_SYMBOLS],
    pub(super) distances: [u32; DISTANCE_SYMBOLS],
}

impl Parse {
    fn with_capacity(tokens: usize) -> Self {
        Self {
            tokens: Vec::with_capacity(tokens),
            literals: [0; LITERAL_SYMBOLS],
            distances: [0; DISTANCE_SYMBOLS],
        }
    }

    /// Adds a literal. Literals count no distance: one counter bumped for each would chain every
    /// literal to the last.
    #[inline(always)]
    fn literal(&mut self, byte: u8) {
        self.literals[usize::from(byte)] += 1;
        self.tokens.push(Token::literal(byte));
    }

    /// Adds a match of `length` bytes `distance` back.
    #[inline(always)]
    fn matched(&mut self, length: usize, distance: usize) {
        let token = Token::matched(length, distance);
        self.literals[token.symbol()] += 1;
        self.distances[token.distance_symbol()] += 1;
        self.tokens.push(token);
    }
}

/// The greedy parse of `data`, whose rows are `stride` bytes long.
pub(super) fn parse(data: &[u8], stride: usize) -> Parse {
    let mut parse = Parse::with_capacity(data.len() / 8);
    let mut search = Search::new(data, stride);
    let mut at = 0;
    while at < data.len() {
        let (length, distance) = search.longest(at);
        if length >= MIN_MATCH {
            parse.matched(length, distance);
            at += length;
        } else {
            parse.literal(data[at]);
            at += 1;
        }
    }
    parse
}

/// The search for the longest of the three matches tried at a position, with the table of where each
/// hash of four bytes last occurred.
struct Search<'a> {
    data: &'a [u8],
    stride: usize,
    table: Box<[u32; 1 << HASH_BITS]>,
}

impl<'a> Search<'a> {
    fn new(data: &'a [u8], stride: usize) -> Self {
        Self {
            data,
            stride,
            table: Box::new([u32::MAX; 1 << HASH_BITS]),
        }
    }

    /// The longest match at `at` as `(length, distance)`; shorter than [`MIN_MATCH`] if none.
    #[inline(always)]
    fn longest(&mut self, at: usize) -> (usize, usize) {
        let (data, stride) = (self.data, self.stride);
        let limit = MAX_MATCH.min(data.len() - at);
        if limit < MIN_MATCH {
            return (0, 0);
        }
        let mut best = (0, 0);
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
            let earlier = self.table[slot];
            self.table[slot] = at as u32;
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
        best
    }
}

/// How many bytes from `a` and `b` on are equal, up to `limit`: sixteen bytes at a time, then eight,
/// then bytes.
#[inline(always)]
fn common(data: &[u8], a: usize, b: usize, limit: usize) -> usize {
    let (x, y) = (&data[a..a + limit], &data[b..b + limit]);
    let mut length = 0;
    while length + 16 <= limit {
        let differ = wide(x, length) ^ wide(y, length);
        if differ != 0 {
            return length + (differ.trailing_zeros() / 8) as usize;
        }
        length += 16;
    }
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

/// The sixteen bytes of `bytes` at `at`.
#[inline(always)]
fn wide(bytes: &[u8], at: usize) -> u128 {
    u128::from_le_bytes(bytes[at..at + 16].try_into().expect("16 bytes"))
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The bytes a parse stands for.
    fn expand(parse: &Parse) -> Vec<u8> {
        let mut out: Vec<u8> = Vec::new();
        for token in &parse.tokens {
            match token.distance() {
                0 => out.push(token.symbol() as u8),
                distance => {
                    for _ in 0..token.length() {
                        out.push(out[out.len() - distance]);
                    }
                }
            }
        }
        out
    }

    #[test]
    fn rows_like_the_row_above_runs_and_repeats_are_matched() {
        let stride = 101;
        let mut image: Vec<u8> = (0..stride * 60).map(|i| ((i % stride) / 9) as u8).collect();
        for (i, byte) in image[stride * 20..stride * 25].iter_mut().enumerate() {
            *byte = (i * 7 % 13) as u8;
        }
        image.extend(std::iter::repeat_n(3, stride * 5));
        let parse = parse(&image, stride);
        assert!(expand(&parse) == image);
        assert!(parse.tokens.len() < image.len() / 10);
    }
}
