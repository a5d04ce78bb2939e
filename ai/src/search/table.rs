//! The transposition table: what earlier visits learnt of a position, found again by its key.

use super::WON;

/// What a stored score says of the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is the value.
    Exact,
    /// The value is at least the score (the search failed high).
    Lower,
    /// The value is at most the score (every move failed low).
    Upper,
}

/// One remembered position.
#[derive(Clone, Copy, Debug)]
pub struct Entry<M> {
    /// The position's key.
    pub key: u64,
    /// The best (or refuting) move found, if any.
    pub mv: Option<M>,
    /// The score, with wins stored as distances from this position (see [`to_table`]).
    pub score: i32,
    /// The depth it was searched to.
    pub depth: i16,
    /// What the score says.
    pub bound: Bound,
    /// The search that wrote it, so a later search replaces old entries first.
    generation: u8,
}

/// A fixed-size table of `2^bits` entries, replaced by depth and age.
#[derive(Debug)]
pub struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: usize,
    generation: u8,
}

impl<M: Copy> Table<M> {
    /// An empty table of `2^bits` entries.
    pub fn new(bits: u32) -> Self {
        let size = 1usize << bits;
        Self {
            slots: vec![None; size],
            mask: size - 1,
            generation: 0,
        }
    }

    /// Starts a new search: entries of earlier searches are kept, but give way first.
    pub fn next_generation(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|slot| *slot = None);
    }

    /// The entry of the position with `key`, if it is stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.slots[(key as usize) & self.mask].filter(|entry| entry.key == key)
    }

    /// Stores what a search found; `score` is relative to the root (see [`to_table`]).
    #[inline]
    pub fn store(&mut self, key: u64, mv: Option<M>, score: i32, depth: i16, bound: Bound) {
        let slot = &mut self.slots[(key as usize) & self.mask];
        let replace = match slot {
            None => true,
            Some(old) => {
                old.key == key
                    || old.generation != self.generation
                    || depth >= old.depth
                    || bound == Bound::Exact
            }
        };
        if replace {
            let mv = match (mv, *slot) {
                (None, Some(old)) if old.key == key => old.mv,
                _ => mv,
            };
            *slot = Some(Entry {
                key,
                mv,
                score,
                depth,
                bound,
                generation: self.generation,
            });
        }
    }
}

/// A score as stored: a win or loss `ply` plies below the root is stored as its distance from the stored
/// position, so that it reads back right wherever the position is met again.
#[inline]
pub fn to_table(score: i32, ply: usize) -> i32 {
    if score >= WON {
        score + ply as i32
    } else if score <= -WON {
        score - ply as i32
    } else {
        score
    }
}

/// A stored score as seen from `ply` plies below the root.
#[inline]
pub fn from_table(score: i32, ply: usize) -> i32 {
    if score >= WON {
        score - ply as i32
    } else if score <= -WON {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::super::WIN;
    use super::*;

    #[test]
    fn a_stored_entry_reads_back_and_a_deeper_one_replaces_it() {
        let mut table: Table<u8> = Table::new(4);
        table.store(17, Some(3), 50, 2, Bound::Exact);
        let entry = table.probe(17).expect("stored");
        assert_eq!((entry.mv, entry.score, entry.depth), (Some(3), 50, 2));
        assert!(table.probe(1).is_none(), "another key in the same slot");
        table.store(1, Some(9), 10, 1, Bound::Lower);
        assert!(
            table.probe(1).is_none(),
            "a shallower bound of another position does not replace a deeper entry of this search"
        );
        table.store(1, Some(9), 10, 1, Bound::Exact);
        assert_eq!(
            table.probe(1).expect("replaced").mv,
            Some(9),
            "an exact score replaces"
        );
        table.store(1, None, 12, 3, Bound::Upper);
        assert_eq!(
            table.probe(1).expect("kept").mv,
            Some(9),
            "a store without a move keeps the old move of the same position"
        );
        table.next_generation();
        table.store(17, None, 0, 0, Bound::Upper);
        assert!(
            table.probe(17).is_some(),
            "an entry of an earlier search gives way"
        );
    }

    #[test]
    fn win_distances_are_relative_to_the_stored_position() {
        let found_at_ply_5 = WIN - 9;
        let stored = to_table(found_at_ply_5, 5);
        assert_eq!(stored, WIN - 4);
        assert_eq!(from_table(stored, 2), WIN - 6);
        assert_eq!(from_table(to_table(-(WIN - 7), 3), 3), -(WIN - 7));
        assert_eq!(from_table(to_table(123, 3), 9), 123);
    }
}
