//! Deflate's alphabets: how a match's length and distance are written as a symbol and extra bits, and
//! a token packed as its symbols.

/// The largest match deflate can express.
pub(super) const MAX_MATCH: usize = 258;
/// The farthest back a match may reach.
pub(super) const WINDOW: usize = 32_768;
/// The end-of-block symbol.
pub(super) const END_OF_BLOCK: usize = 256;
/// Symbols of the literal/length alphabet.
pub(super) const LITERAL_SYMBOLS: usize = 286;
/// Symbols of the distance alphabet.
pub(super) const DISTANCE_SYMBOLS: usize = 30;
/// The distance slot of a literal: written as no bits.
pub(super) const NO_DISTANCE: usize = DISTANCE_SYMBOLS;

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

/// The extra bits after literal/length symbol `symbol`.
pub(super) fn length_extra_bits(symbol: usize) -> u8 {
    symbol.checked_sub(257).map_or(0, |code| LENGTH_EXTRA[code])
}

/// The extra bits after distance symbol `symbol`.
pub(super) fn distance_extra_bits(symbol: usize) -> u8 {
    DISTANCE_EXTRA[symbol]
}

/// One token, packed as its symbols so that writing it needs no branch: the literal/length symbol
/// (bits 0–8), the length's extra value (9–13), the distance symbol (14–18; [`NO_DISTANCE`] for a
/// literal) and the distance's extra value (19–31).
#[derive(Clone, Copy)]
pub(super) struct Token(u32);

impl Token {
    /// The literal `byte`.
    pub(super) fn literal(byte: u8) -> Self {
        Self(u32::from(byte) | (NO_DISTANCE as u32) << 14)
    }

    /// A match of `length` bytes `distance` back.
    pub(super) fn matched(length: usize, distance: usize) -> Self {
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
    pub(super) fn symbol(self) -> usize {
        (self.0 & 0x1ff) as usize
    }

    /// The extra value of the length.
    pub(super) fn length_extra(self) -> u64 {
        u64::from((self.0 >> 9) & 0x1f)
    }

    /// The distance symbol (0–29), or [`NO_DISTANCE`].
    pub(super) fn distance_symbol(self) -> usize {
        ((self.0 >> 14) & 0x1f) as usize
    }

    /// The extra value of the distance.
    pub(super) fn distance_extra(self) -> u64 {
        u64::from(self.0 >> 19)
    }

    /// The bytes it stands for: 1 for a literal.
    #[cfg(test)]
    pub(super) fn length(self) -> usize {
        match self.symbol().checked_sub(257) {
            Some(code) => usize::from(LENGTH_BASE[code]) + self.length_extra() as usize,
            None => 1,
        }
    }

    /// How far back its match reaches; 0 for a literal.
    #[cfg(test)]
    pub(super) fn distance(self) -> usize {
        match self.distance_symbol() {
            NO_DISTANCE => 0,
            code => usize::from(DISTANCE_BASE[code]) + self.distance_extra() as usize,
        }
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

/// The distance code (0–29) of each distance up to 256 at its own index, and of each 128-byte step
/// beyond at 256 plus the step (2–255): one table for every distance.
static DISTANCE_CODES: [u8; 512] = {
    let mut codes = [0u8; 512];
    let mut code = 0;
    let mut distance = 1;
    while distance <= WINDOW {
        while code + 1 < DISTANCE_BASE.len() && DISTANCE_BASE[code + 1] as usize <= distance {
            code += 1;
        }
        codes[distance_index(distance)] = code as u8;
        distance += 1;
    }
    codes
};

/// Where [`DISTANCE_CODES`] holds the code of `distance`.
const fn distance_index(distance: usize) -> usize {
    if distance <= 256 {
        distance
    } else {
        256 + ((distance - 1) >> 7)
    }
}

/// The length code (0–28, add 257) of a match length.
fn length_code(length: usize) -> usize {
    usize::from(LENGTH_CODES[length])
}

/// The distance code (0–29) of a distance.
fn distance_code(distance: usize) -> usize {
    usize::from(DISTANCE_CODES[distance_index(distance) & 511])
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn tokens_give_back_their_length_and_distance() {
        for (length, distance) in [(3, 1), (4, 461), (130, 7), (258, 32_768), (11, 25)] {
            let token = Token::matched(length, distance);
            assert_eq!((token.length(), token.distance()), (length, distance));
        }
        let literal = Token::literal(200);
        assert_eq!(
            (literal.symbol(), literal.length(), literal.distance()),
            (200, 1, 0)
        );
    }
}
