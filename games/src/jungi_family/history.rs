//! The draw rules that look back (Jungi §8, J7; Lún Jungi L11): threefold repetition over the keys of the positions since the
//! start, and the 150-ply rule over the position's clock.

/// The plies in a row without a capture or promotion after which the game is drawn.
pub const DRAW_PLIES: u32 = 150;

/// Whether the last position of `keys` (the keys of every position since the start, the current one
/// last) has now occurred for the third time. `clock` is the current position's ply clock: a capture or a
/// promotion can never be undone, so no position before the last one can recur, and only the last `clock`
/// plies are searched. Positions with the other side to move are skipped.
pub fn third_occurrence(keys: &[u64], clock: u32) -> bool {
    let Some((&current, earlier)) = keys.split_last() else {
        return false;
    };
    let window = (clock as usize).min(earlier.len());
    earlier[earlier.len() - window..]
        .iter()
        .rev()
        .skip(1)
        .step_by(2)
        .filter(|&&key| key == current)
        .nth(1)
        .is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_counts_on_its_third_occurrence_within_the_clock() {
        // Keys of positions 0..=8; position 0 recurs at 4 and 8 (same side to move).
        let keys = [1, 2, 3, 4, 1, 5, 6, 7, 1];
        assert!(third_occurrence(&keys, 8));
        assert!(
            !third_occurrence(&keys, 7),
            "position 0 lies before the last capture"
        );
        assert!(!third_occurrence(&keys[..8], 8));
        // Keys one ply apart (the other side to move) are never compared.
        assert!(!third_occurrence(&[1, 1, 2, 1], 3));
        assert!(third_occurrence(&[1, 2, 1, 3, 1], 4));
        assert!(!third_occurrence(&[7], 100));
    }
}
