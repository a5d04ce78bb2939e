//! A zlib stream for PNG scanlines, specialised for board images.
//!
//! A board image is mostly rows like the row above it (flat fills, vertical lines, the inside of
//! pieces), runs of one colour, and sprites repeated along a row (identical pieces, glyphs). A general
//! fast compressor finds these late or not at all (fdeflate's fast mode codes each byte, zlib level 1
//! hashes every position), so this one tries at each position the row above and the last place of the
//! next four bytes (which finds runs too) and takes the longer, greedily (`parse`). The tokens are then
//! written as one deflate block with Huffman codes made for them.
//!
//! Measured on the benchmark images (unfiltered rows): about as small as zlib level 1 and several
//! times faster; see the renderer's bench.

mod bits;
mod huffman;
mod parse;
mod symbols;

use bits::Bits;
use huffman::{code_lengths, codes, run_extra_bits, run_length};
use parse::{Parse, parse};
use symbols::{
    END_OF_BLOCK, LITERAL_SYMBOLS, NO_DISTANCE, Token, distance_extra_bits, length_extra_bits,
};

/// The order in which code length code lengths are sent.
const CODE_LENGTH_ORDER: [usize; 19] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
];

/// A zlib stream of `data`, whose rows are `stride` bytes long.
pub(crate) fn zlib(data: &[u8], stride: usize) -> Vec<u8> {
    let parse = parse(data, stride);
    let codes = BlockCodes::of(&parse);
    // The header takes under 400 bytes; a token at most 6 (15 + 5 + 15 + 13 bits).
    let mut bits = Bits::with_room(512 + 6 * parse.tokens.len());
    // zlib header: deflate with a 32 KB window, no dictionary, fastest; then one final dynamic block.
    bits.put(0x78, 8);
    bits.put(0x01, 8);
    bits.put(1, 1);
    bits.put(2, 2);
    codes.write_header(&mut bits);
    codes.write_tokens(&mut bits, &parse.tokens);
    let mut out = bits.finish();
    out.extend_from_slice(&simd_adler32::adler32(&data).to_be_bytes());
    out
}

/// The Huffman code lengths of one dynamic block's literal/length and distance alphabets.
struct BlockCodes {
    literal_lengths: Vec<u8>,
    distance_lengths: Vec<u8>,
}

impl BlockCodes {
    /// Codes made for the symbols of `parse` and the end of the block.
    fn of(parse: &Parse) -> Self {
        let mut literals = parse.literals;
        literals[END_OF_BLOCK] = 1;
        let mut distances = parse.distances;
        if distances.iter().all(|&f| f == 0) {
            distances[0] = 1;
        }
        Self {
            literal_lengths: code_lengths(&literals, 15),
            distance_lengths: code_lengths(&distances, 15),
        }
    }

    /// Writes the block's header after its type: the alphabets' sizes and their code lengths,
    /// run-length coded with a code of their own.
    fn write_header(&self, bits: &mut Bits) {
        let used = |lengths: &[u8]| lengths.iter().rposition(|&l| l > 0).map_or(0, |p| p + 1);
        let literal_count = used(&self.literal_lengths).max(257);
        let distance_count = used(&self.distance_lengths).max(1);
        let all: Vec<u8> = self.literal_lengths[..literal_count]
            .iter()
            .chain(&self.distance_lengths[..distance_count])
            .copied()
            .collect();
        let runs = run_length(&all);
        let mut frequencies = [0u32; 19];
        for &(symbol, _) in &runs {
            frequencies[usize::from(symbol)] += 1;
        }
        let lengths = code_lengths(&frequencies, 7);
        let header_count = used(&CODE_LENGTH_ORDER.map(|s| lengths[s])).max(4);
        bits.put((literal_count - 257) as u64, 5);
        bits.put((distance_count - 1) as u64, 5);
        bits.put((header_count - 4) as u64, 4);
        for &symbol in &CODE_LENGTH_ORDER[..header_count] {
            bits.put(u64::from(lengths[symbol]), 3);
        }
        let codes = codes(&lengths);
        for &(symbol, extra) in &runs {
            let s = usize::from(symbol);
            bits.put(u64::from(codes[s]), u32::from(lengths[s]));
            bits.put(u64::from(extra), run_extra_bits(symbol));
        }
    }

    /// Writes `tokens` and the end of the block.
    fn write_tokens(&self, bits: &mut Bits, tokens: &[Token]) {
        // Tables as long as a symbol's bits can reach, so that looking a token's symbols up needs
        // no bounds check.
        let literal_codes = codes(&self.literal_lengths);
        let mut literal_table = [SymbolCode::default(); 512];
        for (symbol, entry) in literal_table.iter_mut().enumerate().take(LITERAL_SYMBOLS) {
            *entry = SymbolCode {
                code: u64::from(literal_codes[symbol]),
                length: u32::from(self.literal_lengths[symbol]),
                extra: u32::from(length_extra_bits(symbol)),
            };
        }
        let distance_codes = codes(&self.distance_lengths);
        // A literal's distance symbol, `NO_DISTANCE`, keeps the default: no bits.
        let mut distance_table = [SymbolCode::default(); 32];
        for (symbol, entry) in distance_table.iter_mut().enumerate().take(NO_DISTANCE) {
            *entry = SymbolCode {
                code: u64::from(distance_codes[symbol]),
                length: u32::from(self.distance_lengths[symbol]),
                extra: u32::from(distance_extra_bits(symbol)),
            };
        }
        for &token in tokens {
            let literal = literal_table[token.symbol()];
            let mut value = literal.code | token.length_extra() << literal.length;
            let mut count = literal.length + literal.extra;
            let distance = distance_table[token.distance_symbol()];
            value |= (distance.code | token.distance_extra() << distance.length) << count;
            count += distance.length + distance.extra;
            bits.put(value, count);
        }
        let end = literal_table[END_OF_BLOCK];
        bits.put(end.code, end.length);
    }
}

/// How a symbol is written: its code, the code's length, and how many extra bits follow it.
#[derive(Clone, Copy, Default)]
struct SymbolCode {
    code: u64,
    length: u32,
    extra: u32,
}
