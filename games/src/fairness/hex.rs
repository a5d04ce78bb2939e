//! Lower-case hexadecimal, the form every digest, seed and salt takes in records and messages.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// `bytes` as lower-case hexadecimal.
pub fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

/// Exactly 32 bytes read from 64 hexadecimal digits (either case); `None` for anything else.
pub fn from_hex(text: &str) -> Option<[u8; 32]> {
    let text = text.trim();
    if text.len() != 64 || !text.is_ascii() {
        return None;
    }
    let mut out = [0u8; 32];
    for (byte, pair) in out.iter_mut().zip(text.as_bytes().chunks(2)) {
        let pair = std::str::from_utf8(pair).ok()?;
        *byte = u8::from_str_radix(pair, 16).ok()?;
    }
    Some(out)
}

/// 32 bytes that serialise as 64 hexadecimal digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hex(pub [u8; 32]);

impl std::fmt::Display for Hex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&to_hex(&self.0))
    }
}

impl Serialize for Hex {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&to_hex(&self.0))
    }
}

impl<'de> Deserialize<'de> for Hex {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        from_hex(&text)
            .map(Hex)
            .ok_or_else(|| serde::de::Error::custom("expected 64 hexadecimal digits"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fairness_hex_reads_back_and_refuses_the_wrong_length() {
        let bytes: [u8; 32] = std::array::from_fn(|i| (i * 37) as u8);
        assert_eq!(from_hex(&to_hex(&bytes)), Some(bytes));
        assert_eq!(from_hex(&to_hex(&bytes).to_uppercase()), Some(bytes));
        assert_eq!(from_hex("abcd"), None);
        assert_eq!(from_hex(&"zz".repeat(32)), None);
    }
}
