//! The greedy parse of PNG scanlines into literals and matches.
//!
//! At each position two matches are tried, the row above and the last place the next four bytes
//! occurred, and the longer is taken. A run of one colour needs no try of its own: its four bytes
//! hash to the slot its previous position just wrote, so the second try finds it.

use super::symbols::{DISTANCE_SYMBOLS, LITERAL_SYMBOLS, MAX_MATCH, Token, WINDOW};

/// The shortest match worth a length/distance pair.
const MIN_MATCH: usize = 4;
/// A match this long from the row above is taken without looking for a longer one elsewhere.
const GOOD_ENOUGH: usize = 32;
/// Bits of the hash of four bytes. A table of 16,384 places keeps most sprites' bytes apart, so a
/// try seldom lands on another sprite's place and fails.
const HASH_BITS: u32 = 14;
/// The bytes from a position on that a try away from the end may read: a whole match, and the
/// sixteen compared at once that end it.
const REACH: usize = MAX_MATCH + 16;

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

    /// Adds the longest match found at `at`, or the literal there if it is too short; returns the
    /// position after it.
    #[inline(always)]
    fn add(&mut self, data: &[u8], at: usize, (length, distance): (usize, usize)) -> usize {
        if length >= MIN_MATCH {
            let token = Token::matched(length, distance);
            self.literals[token.symbol()] += 1;
            self.distances[token.distance_symbol()] += 1;
            self.tokens.push(token);
            at + length
        } else {
            // Literals count no distance: one counter bumped for each would chain every literal to
            // the last.
            self.literals[usize::from(data[at])] += 1;
            self.tokens.push(Token::literal(data[at]));
            at + 1
        }
    }
}

/// The greedy parse of `data`, whose rows are `stride` bytes long.
pub(super) fn parse(data: &[u8], stride: usize) -> Parse {
    let mut parse = Parse::with_capacity(data.len() / 8);
    let mut search = Search::new(data, stride);
    // The first row has no row above, and near the end a match is cut short: both go the careful
    // way, the rest the way that needs no check of either.
    let inside = data.len().saturating_sub(REACH);
    let mut at = 0;
    while at < stride.min(inside) {
        at = parse.add(data, at, search.longest_near_edge(at));
    }
    while at < inside {
        at = parse.add(data, at, search.longest_inside(at));
    }
    while at < data.len() {
        at = parse.add(data, at, search.longest_near_edge(at));
    }
    parse
}

/// The search for the longer of the two matches tried at a position, with the table of where each
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

    /// Where the four bytes `here` last occurred, and `at` remembered in its place.
    #[inline(always)]
    fn last_place(&mut self, here: u32, at: usize) -> usize {
        let slot = (here.wrapping_mul(0x9E37_79B1) >> (32 - HASH_BITS)) as usize;
        let earlier = self.table[slot];
        self.table[slot] = at as u32;
        // An empty slot's `u32::MAX` lies after `at`, so its distance is too far.
        earlier as usize
    }

    /// The longest match at `at` as `(length, distance)`, for `at` past the first row with
    /// [`REACH`] bytes after it; shorter than [`MIN_MATCH`] if none.
    #[inline(always)]
    fn longest_inside(&mut self, at: usize) -> (usize, usize) {
        let (data, stride) = (self.data, self.stride);
        let ahead = reach(data, at);
        let above = reach(data, at - stride);
        let here = quad(ahead);
        let mut best = (0, 0);
        if quad(above) == here {
            best = (common(above, ahead), stride);
        }
        if best.0 < GOOD_ENOUGH {
            let earlier = self.last_place(here, at);
            let distance = at.wrapping_sub(earlier);
            let usable = (distance <= WINDOW) & (distance != stride);
            // Any place before `at` can be read; the row above stands in for an unusable one.
            let then = reach(data, if usable { earlier } else { at - stride });
            // zlib's test, which spares most comparisons: the byte that ended the best match must
            // match, and so must the first four.
            if usable & (then[best.0] == ahead[best.0]) & (quad(then) == here) {
                let length = common(then, ahead);
                if length > best.0 {
                    best = (length, distance);
                }
            }
        }
        best
    }

    /// The longest match at `at` as `(length, distance)`, anywhere; shorter than [`MIN_MATCH`] if
    /// none.
    fn longest_near_edge(&mut self, at: usize) -> (usize, usize) {
        let (data, stride) = (self.data, self.stride);
        let limit = MAX_MATCH.min(data.len() - at);
        if limit < MIN_MATCH {
            return (0, 0);
        }
        let bytes = |from: usize| &data[from..from + limit];
        let here = quad(bytes(at));
        let mut best = (0, 0);
        if stride <= at && quad(bytes(at - stride)) == here {
            best = (common_bytes(bytes(at - stride), bytes(at)), stride);
        }
        let earlier = self.last_place(here, at);
        let distance = at.wrapping_sub(earlier);
        if distance <= WINDOW && distance != stride && quad(bytes(earlier)) == here {
            let length = common_bytes(bytes(earlier), bytes(at));
            if length > best.0 {
                best = (length, distance);
            }
        }
        best
    }
}

/// The [`REACH`] bytes of `data` from `at` on.
#[inline(always)]
fn reach(data: &[u8], at: usize) -> &[u8; REACH] {
    data[at..at + REACH].try_into().expect("a whole reach")
}

/// How many bytes at the start of `a` and `b` are equal, up to a whole match: sixteen at a time.
#[inline(always)]
fn common(a: &[u8; REACH], b: &[u8; REACH]) -> usize {
    let mut length = 0;
    while length < MAX_MATCH {
        let differ = wide(a, length) ^ wide(b, length);
        if differ != 0 {
            return (length + (differ.trailing_zeros() / 8) as usize).min(MAX_MATCH);
        }
        length += 16;
    }
    MAX_MATCH
}

/// How many bytes at the start of `a` and `b` are equal.
fn common_bytes(a: &[u8], b: &[u8]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// The sixteen bytes of `bytes` at `at`.
#[inline(always)]
fn wide(bytes: &[u8; REACH], at: usize) -> u128 {
    u128::from_le_bytes(bytes[at..at + 16].try_into().expect("16 bytes"))
}

/// The first four bytes of `bytes`.
#[inline(always)]
fn quad(bytes: &[u8]) -> u32 {
    u32::from_le_bytes(*bytes.first_chunk().expect("4 bytes"))
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

    #[test]
    fn a_run_is_found_through_the_place_its_previous_byte_left() {
        // Rows of runs, each of a colour not seen before: neither the row above nor any earlier
        // place helps, so each run is its first byte and then a match one byte back.
        let (stride, run) = (400, 50);
        let image: Vec<u8> = (0..stride * 6)
            .map(|i| ((i / stride) * 10 + (i % stride) / run) as u8)
            .collect();
        let parse = parse(&image, stride);
        assert!(expand(&parse) == image);
        let runs = image.len() / run;
        assert_eq!(parse.tokens.len(), 2 * runs);
        let back_one = parse.tokens.iter().filter(|t| t.distance() == 1).count();
        assert_eq!(back_one, runs);
    }

    #[test]
    fn images_shorter_than_a_match_are_parsed_near_their_edge() {
        for length in [0, 1, 3, 4, 5, REACH - 1, REACH, REACH + 1, 2 * REACH] {
            let image: Vec<u8> = (0..length).map(|i| (i % 5) as u8).collect();
            for stride in [1, 5, 7, length.max(1)] {
                assert!(
                    expand(&parse(&image, stride)) == image,
                    "{length} bytes, {stride} a row"
                );
            }
        }
    }
}
