//! GIF's LZW coding of an image's palette indices, as giflib codes them: variable-width codes written
//! least significant bit first, a clear code first and whenever the code table is full, the end code
//! last. The code table is an open-addressing hash table of 8,192 words (each a prefix code and a
//! pixel with the code they make), small enough to stay in the processor's nearest cache: one lookup a
//! pixel, where a tree of nodes costs several.

/// The widest code.
const MAX_BITS: u8 = 12;
/// Codes are assigned below this; when the next would be this, the table is cleared.
const FULL: u32 = (1 << MAX_BITS) - 1;
/// Slots of the hash table: twice the codes it holds at most.
const SLOTS: usize = 1 << 13;
/// An empty slot: the key of prefix 4095, which is never assigned.
const EMPTY: u32 = u32::MAX;

/// The image data of `pixels` for a GIF image: the minimum code size (the bits of the largest index,
/// at least 2, as the gif crate chooses it), then the LZW codes, not yet cut into sub-blocks.
pub(crate) fn encode(pixels: &[u8]) -> Vec<u8> {
    let largest = pixels.iter().copied().max().unwrap_or(0);
    let min_size = (u32::from(largest) + 1)
        .max(4)
        .next_power_of_two()
        .trailing_zeros() as u8;
    let mut coder = Coder::new(min_size, pixels.len());
    coder.put(coder.clear);
    let Some((&first, rest)) = pixels.split_first() else {
        coder.put(coder.clear + 1);
        return coder.finish();
    };
    let mut prefix = u32::from(first);
    for &pixel in rest {
        // Each slot holds a key (prefix code and pixel) in its upper 20 bits and the key's code in its
        // lower 12; no key matches an empty slot.
        let key = (prefix << 8) | u32::from(pixel);
        let mut slot = (key.wrapping_mul(0x9E37_79B1) >> (32 - 13)) as usize;
        let found = loop {
            let entry = coder.table[slot];
            if entry >> MAX_BITS == key {
                break Some(entry & FULL);
            }
            if entry == EMPTY {
                break None;
            }
            slot = (slot + 1) % SLOTS;
        };
        if let Some(code) = found {
            prefix = code;
            continue;
        }
        coder.put(prefix);
        if coder.next >= FULL {
            coder.put(coder.clear);
            coder.table.fill(EMPTY);
            coder.next = coder.clear + 2;
            coder.width = min_size + 1;
        } else {
            coder.table[slot] = (key << MAX_BITS) | coder.next;
            coder.next += 1;
        }
        prefix = u32::from(pixel);
    }
    coder.put(prefix);
    coder.put(coder.clear + 1);
    coder.finish()
}

/// The coder's state: its code table, the next code to assign, and the bits written so far.
struct Coder {
    table: Box<[u32; SLOTS]>,
    clear: u32,
    next: u32,
    width: u8,
    /// Bits not yet written, the first in the lowest bit.
    bits: u64,
    count: u8,
    out: Vec<u8>,
}

impl Coder {
    fn new(min_size: u8, pixels: usize) -> Self {
        let clear = 1 << min_size;
        let mut out = Vec::with_capacity(pixels / 4 + 16);
        out.push(min_size);
        Self {
            table: Box::new([EMPTY; SLOTS]),
            clear,
            next: clear + 2,
            width: min_size + 1,
            bits: 0,
            count: 0,
            out,
        }
    }

    /// Writes `code` at the current width, then widens the codes once the next code needs it.
    fn put(&mut self, code: u32) {
        self.bits |= u64::from(code) << self.count;
        self.count += self.width;
        if self.count >= 32 {
            self.out
                .extend_from_slice(&(self.bits as u32).to_le_bytes());
            self.bits >>= 32;
            self.count -= 32;
        }
        if self.next >= 1 << self.width && self.width < MAX_BITS {
            self.width += 1;
        }
    }

    /// The bytes written, the last partly filled byte included.
    fn finish(mut self) -> Vec<u8> {
        let bytes = usize::from(self.count.div_ceil(8));
        self.out
            .extend_from_slice(&self.bits.to_le_bytes()[..bytes]);
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decodes what [`encode`] wrote as the image data of a `width` × `height` GIF image.
    fn decode(data: &[u8], width: u16, height: u16) -> Vec<u8> {
        let frame = gif::Frame {
            width,
            height,
            buffer: std::borrow::Cow::Borrowed(data),
            ..gif::Frame::default()
        };
        let palette: Vec<u8> = (0..=255u8).flat_map(|i| [i, i, i]).collect();
        let mut bytes = Vec::new();
        let mut encoder = gif::Encoder::new(&mut bytes, width, height, &palette).expect("a GIF");
        encoder
            .write_lzw_pre_encoded_frame(&frame)
            .expect("written");
        drop(encoder);
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(bytes.as_slice()).expect("a GIF");
        let frame = decoder
            .read_next_frame()
            .expect("decodes")
            .expect("a frame");
        frame.buffer.to_vec()
    }

    /// A pseudo-random byte stream from `seed`.
    fn noise(seed: u64) -> impl Iterator<Item = u8> {
        let mut state = seed;
        std::iter::repeat_with(move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 24) as u8
        })
    }

    #[test]
    fn images_decode_to_their_pixels() {
        let width = 300u16;
        let cases: Vec<Vec<u8>> = vec![
            // One pixel, and the smallest code size.
            vec![3],
            // Runs: the table fills with ever longer strings of one index.
            vec![7; 90_000],
            // Noise over all 256 indices: the table fills and is cleared many times.
            noise(1).take(90_000).collect(),
            // Noise over few indices, then runs, then noise: codes widen, and shrink after a clear.
            noise(2)
                .take(30_000)
                .map(|b| b % 5)
                .chain(std::iter::repeat_n(200, 30_000))
                .chain(noise(3).take(30_000).map(|b| b % 13))
                .collect(),
        ];
        for pixels in cases {
            let (w, h) = if pixels.len() == 1 {
                (1, 1)
            } else {
                (width, (pixels.len() / usize::from(width)) as u16)
            };
            assert_eq!(decode(&encode(&pixels), w, h), pixels);
        }
    }

    #[test]
    fn the_code_size_fits_the_largest_index() {
        assert_eq!(encode(&[0, 1, 2, 3])[0], 2);
        assert_eq!(encode(&[0, 17])[0], 5);
        assert_eq!(encode(&[255])[0], 8);
    }
}
