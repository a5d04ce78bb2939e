//! Other games that look the same to one audience: the umpire's promise (§7.3) made checkable.
//!
//! * **Junqi** (2 and 4 players): a disguised game has other ranks where the audience sees none. During
//!   setup the seats it cannot see get other valid setups; in play the ranks of their pieces that never
//!   moved and never fought are shuffled among themselves (a revealed flag stays), and the game is
//!   rebuilt from those setups by replaying every turn and resignation, so it is a real game that a test
//!   can go on playing. A rebuilt game whose record reads differently to the audience (a seat that was
//!   stuck is not, say) is no disguise, and another shuffle is tried.
//! * **翻棋**: a face-down piece is known to nobody, so for every audience the unflipped pieces are
//!   shuffled among their points (and in the layout kept for the final record).

use super::board::{Local, Square};
use super::config::Mode;
use super::game::{Engine, Stage, Start, Step};
use super::piece::Kind;
use super::position::Position;
use super::setup::Setup;
use crate::model::Audience;
use crate::rng::GameRng;

/// How many shuffles to try before deciding that no other arrangement looks the same.
const ATTEMPTS: usize = 30;

/// A copy of `game` in which what `audience` cannot see is arranged differently, or `None`.
pub fn disguise(game: &Engine, audience: Audience, rng: &mut GameRng) -> Option<Engine> {
    if game.outcome.is_some() {
        return None;
    }
    if game.position.config.mode() == Mode::Fanqi {
        return shuffle_face_down(game, rng);
    }
    let eyes = game.eyes(audience);
    let table = game.position.config.table;
    let hidden: Vec<u8> = table.all().filter(|&seat| !eyes.see_owner(seat)).collect();
    if hidden.is_empty() {
        return None;
    }
    match &game.stage {
        Stage::Setup { .. } => {
            let mut copy = game.clone();
            if let Stage::Setup { setups, .. } = &mut copy.stage {
                for &seat in &hidden {
                    setups[usize::from(seat)] = Setup::random(rng);
                }
            }
            (copy.stage != game.stage).then_some(copy)
        }
        Stage::Play => {
            let Start::Setups(setups) = &game.start else {
                return None;
            };
            let touched = touched_starts(game, setups);
            let wanted = game.lines(audience);
            for _ in 0..ATTEMPTS {
                let mut new_setups = setups.clone();
                for &seat in &hidden {
                    if let Some(setup) = shuffled_untouched(game, setups, seat, &touched, rng) {
                        new_setups[usize::from(seat)] = setup;
                    }
                }
                if new_setups == *setups {
                    continue;
                }
                if let Some(copy) = rebuild(game, new_setups) {
                    if copy.lines(audience) == wanted {
                        return Some(copy);
                    }
                }
            }
            None
        }
    }
}

/// 翻棋: the face-down pieces shuffled among their points, if that changes anything.
fn shuffle_face_down(game: &Engine, rng: &mut GameRng) -> Option<Engine> {
    let points: Vec<Square> = game.position.face_down().iter().collect();
    let pieces: Vec<_> = points
        .iter()
        .map(|&at| game.position.piece(at).expect("a face-down piece"))
        .collect();
    if pieces.iter().all(|piece| *piece == pieces[0]) {
        return None;
    }
    for _ in 0..ATTEMPTS {
        let mut order = pieces.clone();
        rng.shuffle(&mut order);
        if order == pieces {
            continue;
        }
        let mut copy = game.clone();
        let place = |position: &mut Position| {
            for (&at, &piece) in points.iter().zip(&order) {
                position.put(at, piece);
            }
        };
        place(&mut copy.position);
        if let Start::Layout(layout) = &mut copy.start {
            place(layout);
        }
        return Some(copy);
    }
    None
}

/// `seat`'s setup with the ranks of its pieces that never moved and never fought shuffled, if a shuffle
/// gives another valid setup.
fn shuffled_untouched(
    game: &Engine,
    setups: &[Setup],
    seat: u8,
    touched: &[Square],
    rng: &mut GameRng,
) -> Option<Setup> {
    let config = &game.position.config;
    let board = config.board();
    let arm = config.table.arm(seat);
    let original = setups[usize::from(seat)];
    let flag_shown = game.position.flag_is_public(seat);
    let candidates: Vec<Local> = original
        .placed(board, arm)
        .filter(|&(at, kind)| !(touched.contains(&at) || flag_shown && kind == Kind::Flag))
        .filter_map(|(at, _)| board.local(at).map(|(_, local)| local))
        .collect();
    for _ in 0..ATTEMPTS {
        let mut order = candidates.clone();
        rng.shuffle(&mut order);
        let setup = Setup::from_squares(board, arm, |at| {
            let (_, local) = board.local(at)?;
            match candidates.iter().position(|&c| c == local) {
                Some(index) => original.at(order[index]),
                None => original.at(local),
            }
        });
        if setup != original && setup.validate().is_ok() {
            return Some(setup);
        }
    }
    None
}

/// The starting points of every piece that moved or was attacked so far.
fn touched_starts(game: &Engine, setups: &[Setup]) -> Vec<Square> {
    let mut replay = started(game, setups.to_vec());
    // Where each piece now standing on a point started.
    let mut origin: Vec<Option<Square>> = (0..replay.position.cells.len() as Square)
        .map(|at| replay.position.piece(at).map(|_| at))
        .collect();
    let mut touched = Vec::new();
    for &step in &game.steps {
        if let Step::Move(mv) = step {
            let (from, to) = (usize::from(mv.from), usize::from(mv.to));
            touched.extend(origin[from]);
            touched.extend(origin[to]);
            let mover = replay.position.piece(mv.from).map(|p| p.owner);
            play(&mut replay, step);
            origin[to] = match replay.position.piece(mv.to) {
                Some(piece) if Some(piece.owner) == mover => origin[from],
                Some(_) => origin[to],
                None => None,
            };
            origin[from] = None;
        } else {
            play(&mut replay, step);
        }
        // Pieces of eliminated seats leave the board.
        for (at, slot) in origin.iter_mut().enumerate() {
            if replay.position.piece(at as Square).is_none() {
                *slot = None;
            }
        }
    }
    touched
}

/// A new game like `game` whose play started from `setups`.
fn started(game: &Engine, setups: Vec<Setup>) -> Engine {
    let mut copy = game.clone();
    copy.entries.clear();
    copy.steps.clear();
    copy.last.clear();
    copy.outcome = None;
    copy.position = copy.position_from(&setups);
    copy.stage = Stage::Play;
    copy.start = Start::Setups(setups);
    copy.run(|position, sink| position.start_turn(&mut |h| sink(h)));
    copy
}

/// Plays one recorded step.
fn play(game: &mut Engine, step: Step) -> Option<()> {
    let seat = crate::model::Seat(game.position.to_move());
    let result = match step {
        Step::Move(mv) => game.apply(seat, &super::JunqiAction::Move(mv)),
        Step::Flip(at) => game.apply(seat, &super::JunqiAction::Flip(at)),
        Step::Pass(super::PassKind::TimeOut) => {
            game.intervene(crate::model::Intervention::TimeOut(seat))
        }
        Step::Pass(_) => game.apply(seat, &super::JunqiAction::Pass),
        Step::Resign(who) => {
            game.intervene(crate::model::Intervention::Resign(crate::model::Seat(who)))
        }
    };
    result.ok().map(drop)
}

/// `game` replayed from other setups, if every step replays.
fn rebuild(game: &Engine, setups: Vec<Setup>) -> Option<Engine> {
    let mut copy = started(game, setups);
    for &step in &game.steps {
        play(&mut copy, step)?;
    }
    Some(copy)
}
