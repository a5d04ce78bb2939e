//! Other games that look the same to one audience: the umpire's promise (§7.3) made checkable. A
//! disguised game has other ranks where the audience sees none, and is rebuilt from its setups by
//! replaying every turn, so it is a real game that a test can go on playing.

use super::piece::{Kind, Side};
use super::setup::{Local, Setup};
use super::view::Eyes;
use super::{Junqi, JunqiAction, Stage, Start, Turn};
use crate::model::{Audience, Intervention, Seat};
use crate::rng::GameRng;
use crate::rules::Rules;

/// How many shuffles to try before deciding that no other valid setup looks the same.
const ATTEMPTS: usize = 30;

/// A copy of `game` whose pieces hidden from `audience` are arranged differently, consistently with all
/// `audience` has seen: during setup, other valid setups of the sides it cannot see; in play, the ranks
/// of hidden pieces that never moved and never fought shuffled among themselves (a revealed flag stays).
pub fn disguise(game: &Junqi, audience: Audience, rng: &mut GameRng) -> Option<Junqi> {
    if game.outcome.is_some() {
        return None;
    }
    let eyes = game.eyes(audience);
    let hidden: Vec<Side> = Side::BOTH
        .into_iter()
        .filter(|&side| eyes != Eyes::All && eyes != Eyes::Side(side))
        .collect();
    if hidden.is_empty() {
        return None;
    }
    match &game.stage {
        Stage::Setup { .. } => {
            let mut copy = game.clone();
            if let Stage::Setup {
                setups: new_setups, ..
            } = &mut copy.stage
            {
                for &side in &hidden {
                    new_setups[side.index()] = Setup::random(rng);
                }
            }
            (copy.stage != game.stage).then_some(copy)
        }
        Stage::Play => {
            let Start::Setups(setups) = &game.start else {
                return None;
            };
            let mut new_setups = *setups;
            for &side in &hidden {
                new_setups[side.index()] = shuffled_untouched(game, setups, side, rng)?;
            }
            rebuild(game, new_setups)
        }
    }
}

/// `side`'s setup with the ranks of its pieces that never moved and never fought shuffled, if a shuffle
/// gives another valid setup.
fn shuffled_untouched(
    game: &Junqi,
    setups: &[Setup; 2],
    side: Side,
    rng: &mut GameRng,
) -> Option<Setup> {
    let touched = touched_starts(game, setups);
    let original = setups[side.index()];
    let flag_shown = game.position.flag_is_public(side);
    let candidates: Vec<Local> = original
        .placed(side)
        .filter(|&(at, kind)| !(touched.contains(&at) || flag_shown && kind == Kind::Flag))
        .filter_map(|(at, _)| Local::of_square(side, at))
        .collect();
    for _ in 0..ATTEMPTS {
        let mut order = candidates.clone();
        rng.shuffle(&mut order);
        let setup = Setup::from_squares(side, |at| {
            let local = Local::of_square(side, at)?;
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
fn touched_starts(game: &Junqi, setups: &[Setup; 2]) -> Vec<u8> {
    let mut replay = started(game, *setups);
    // Where each piece now standing on a point started.
    let mut origin: Vec<Option<u8>> = (0..super::board::POINTS as u8)
        .map(|at| replay.position.piece(at).map(|_| at))
        .collect();
    let mut touched = Vec::new();
    for turn in &game.turns {
        if let Turn::Move(mv) = *turn {
            let (from, to) = (usize::from(mv.from), usize::from(mv.to));
            touched.extend(origin[from]);
            touched.extend(origin[to]);
            let mover = replay.position.to_move;
            play(&mut replay, *turn);
            origin[to] = match replay.position.piece(mv.to) {
                Some(piece) if piece.side == mover => origin[from],
                Some(_) => origin[to],
                None => None,
            };
            origin[from] = None;
        } else {
            play(&mut replay, *turn);
        }
    }
    touched
}

/// A new game like `game` that started from `setups`.
fn started(game: &Junqi, setups: [Setup; 2]) -> Junqi {
    let mut copy = Junqi::new_game(game.position.options, game.rng.seed());
    for side in Side::BOTH {
        copy.apply(side.seat(), &JunqiAction::Load(setups[side.index()]))
            .expect("a valid setup loads");
    }
    for side in Side::BOTH {
        copy.apply(side.seat(), &JunqiAction::Ready)
            .expect("ready during setup");
    }
    copy
}

/// Plays one recorded turn.
fn play(game: &mut Junqi, turn: Turn) -> Option<()> {
    let seat: Seat = game.position.to_move.seat();
    let result = match turn {
        Turn::Move(mv) => game.apply(seat, &JunqiAction::Move(mv)),
        Turn::Pass(super::PassKind::TimeOut) => game.intervene(Intervention::TimeOut(seat)),
        Turn::Pass(_) => game.apply(seat, &JunqiAction::Pass),
    };
    result.ok().map(drop)
}

/// `game` replayed from other setups, if every turn replays.
fn rebuild(game: &Junqi, setups: [Setup; 2]) -> Option<Junqi> {
    let mut copy = started(game, setups);
    for &turn in &game.turns {
        play(&mut copy, turn)?;
    }
    Some(copy)
}
