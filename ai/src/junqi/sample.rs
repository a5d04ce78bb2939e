//! Determinisation: whole enemy layouts consistent with everything a seat knows, and the worlds they make.
//!
//! A layout gives every enemy piece, on the board or removed, one kind from its domain, using exactly the
//! kinds a side has. It is found as a perfect matching between the pieces and the kinds' copies (Kuhn's
//! augmenting paths, in a random order, so a layout exists whenever one does), then stirred by random
//! exchanges of two pieces' kinds that both domains allow, which spreads the draws over the layouts.
//!
//! A layout is an enemy setup. The world it makes is a real game: both setups, then every turn of the
//! record played again by the game's own rules. A world whose record, read by the seat, differs from the
//! one the seat holds contradicts what it saw and is thrown away, so every world searched is one the seat
//! cannot tell from the truth.

use super::knowledge::{Knowledge, index, lines};
use games::junqi::{Junqi, JunqiOptions, Kind, Position};
use games::{Audience, Game, GameRng, Intervention, Rules, Seat};

/// Exchanges tried after the matching, per piece.
const STIR: usize = 12;

/// The kinds of the enemy pieces (in the order of [`Knowledge::enemies`]), or `None` if no layout fits.
pub fn layout(knowledge: &Knowledge, rng: &mut GameRng) -> Option<Vec<Kind>> {
    let domains: Vec<u16> = knowledge.enemies().map(|(_, token)| token.domain).collect();
    // The copies of each kind: slot s holds one kind.
    let slots: Vec<Kind> = Kind::ALL
        .into_iter()
        .flat_map(|kind| std::iter::repeat_n(kind, kind.count()))
        .collect();
    if slots.len() != domains.len() {
        return None;
    }
    let fits = |piece: usize, slot: usize| domains[piece] & (1 << index(slots[slot])) != 0;
    let mut owner: Vec<Option<usize>> = vec![None; slots.len()];
    let mut order: Vec<usize> = (0..domains.len()).collect();
    rng.shuffle(&mut order);
    let mut slot_order: Vec<usize> = (0..slots.len()).collect();
    for &piece in &order {
        rng.shuffle(&mut slot_order);
        let mut seen = vec![false; slots.len()];
        if !augment(piece, &slot_order, &fits, &mut owner, &mut seen) {
            return None;
        }
    }
    let mut assigned = vec![Kind::Flag; domains.len()];
    for (slot, piece) in owner.iter().enumerate() {
        assigned[piece.expect("a perfect matching")] = slots[slot];
    }
    for _ in 0..STIR * domains.len() {
        let a = rng.below(domains.len() as u32) as usize;
        let b = rng.below(domains.len() as u32) as usize;
        let (ka, kb) = (assigned[a], assigned[b]);
        if ka != kb && domains[a] & (1 << index(kb)) != 0 && domains[b] & (1 << index(ka)) != 0 {
            assigned.swap(a, b);
        }
    }
    Some(assigned)
}

/// One step of Kuhn's algorithm: finds a slot for `piece`, moving other pieces along an augmenting path.
fn augment(
    piece: usize,
    slot_order: &[usize],
    fits: &dyn Fn(usize, usize) -> bool,
    owner: &mut [Option<usize>],
    seen: &mut [bool],
) -> bool {
    for &slot in slot_order {
        if seen[slot] || !fits(piece, slot) {
            continue;
        }
        seen[slot] = true;
        let free = match owner[slot] {
            None => true,
            Some(other) => augment(other, slot_order, fits, owner, seen),
        };
        if free {
            owner[slot] = Some(piece);
            return true;
        }
    }
    false
}

/// The enemy setup string of a layout.
pub fn enemy_setup(knowledge: &Knowledge, layout: &[Kind]) -> String {
    let mut cells: [Option<Kind>; 30] = [None; 30];
    for ((_, token), &kind) in knowledge.enemies().zip(layout) {
        cells[token.origin.index()] = Some(kind);
    }
    let rows: Vec<String> = (0..6)
        .map(|row| {
            (0..5)
                .map(|column| cells[row * 5 + column].map_or('.', Kind::code))
                .collect()
        })
        .collect();
    rows.join("/")
}

/// The world where the enemy set up as `layout` says, with the record played again in it; `None` when
/// the world's record, read by the seat, is not `record` (the layout contradicts something seen).
pub fn world(
    knowledge: &Knowledge,
    options: &JunqiOptions,
    record: &str,
    layout: &[Kind],
) -> Option<Position> {
    let me = Seat(knowledge.me);
    let enemy = Seat(1 - knowledge.me);
    let mut game = <Junqi as Rules>::new_game(*options, 0);
    Game::play(&mut game, me, &format!("setup {}", knowledge.setup)).ok()?;
    Game::play(
        &mut game,
        enemy,
        &format!("setup {}", enemy_setup(knowledge, layout)),
    )
    .ok()?;
    Game::play(&mut game, me, "ready").ok()?;
    Game::play(&mut game, enemy, "ready").ok()?;
    for line in lines(record, &knowledge.config) {
        let line = line.ok()?;
        let seat = Seat(line.seat);
        if line.action == "timeout" {
            Game::intervene(&mut game, Intervention::TimeOut(seat)).ok()?;
        } else if Game::to_act(&game).contains(&seat) {
            Game::play(&mut game, seat, &line.action).ok()?;
        }
    }
    (Game::record(&game, Audience::Seat(me), &[]) == record).then(|| game.board())
}
