//! A bit writer for deflate's least-significant-bit-first order.

/// Writes bits least significant first into a buffer sized in advance: each put stores the whole bit
/// buffer and moves on by the bytes it filled, so no put branches.
pub(super) struct Bits {
    out: Vec<u8>,
    /// Bytes of `out` that are final.
    written: usize,
    buffer: u64,
    /// Bits in `buffer`: fewer than 8 between puts.
    filled: u32,
}

impl Bits {
    /// A writer of at most `bytes` bytes.
    pub(super) fn with_room(bytes: usize) -> Self {
        Self {
            out: vec![0; bytes + 8],
            written: 0,
            buffer: 0,
            filled: 0,
        }
    }

    /// Adds the low `bits` bits of `value`, at most 56.
    #[inline(always)]
    pub(super) fn put(&mut self, value: u64, bits: u32) {
        self.buffer |= value << self.filled;
        self.filled += bits;
        self.out[self.written..self.written + 8].copy_from_slice(&self.buffer.to_le_bytes());
        let bytes = self.filled / 8;
        self.written += bytes as usize;
        // Under 64: `filled` was under 8 and `bits` at most 56.
        self.buffer >>= bytes * 8;
        self.filled -= bytes * 8;
    }

    /// The bytes written, the last one padded with zero bits.
    pub(super) fn finish(mut self) -> Vec<u8> {
        self.out
            .truncate(self.written + usize::from(self.filled > 0));
        self.out
    }
}
