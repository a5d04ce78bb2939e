//! The world a seat plays in, built from the public record alone.
//!
//! In 翻棋 nobody knows a face-down piece, the seat included, and face-down pieces never move, so the
//! seat knows exactly what the public record says: the start (every non-camp point face down, or the
//! `[Position]` a game was loaded from, its face-down pieces written `#`), what every flip turned up,
//! and every move and battle. A world gives each point that was ever flipped the piece its flip showed
//! (a face-down piece never moves, so it lay there from the start), deals the pieces nobody has seen at
//! random over the other face-down points, and plays the record again by the game's own rules. The
//! world is kept only if its record reads like the seat's, line for line.
//!
//! | start | the pieces nobody has seen |
//! |---|---|
//! | a new game | both full sets of 25, less every piece a flip showed |
//! | a loaded position | both full sets, less the face-up pieces of the position and every piece a flip showed; when more remain than face-down points (pieces removed before the position was written, which it does not say), as many as there are points, each flag first, the rest at random |
//!
//! Which world is drawn decides nothing the seat's search reads: the search draws every flip's piece
//! again as chance ([`super::search`]) and looks at face-down pieces only as the public count of each
//! kind.

use crate::junqi::knowledge::{Line, lines};
use crate::opponent::Unable;
use games::junqi::{Config, Fanqi, FanqiOptions, Kind, Position, PositionText, PositionView};
use games::{Audience, Game, GameRng, Intervention, Rules, Seat};

/// One piece identity: its owner (colour) and kind.
pub type Identity = (u8, Kind);

/// The record's turn lines (numbered lines only), each as written.
fn turn_lines(record: &str) -> Vec<&str> {
    record
        .lines()
        .filter(|line| {
            line.split_whitespace()
                .next()
                .and_then(|word| word.strip_suffix('.'))
                .is_some_and(|number| number.parse::<u32>().is_ok())
        })
        .collect()
}

/// The start position as the public knows it: the record's `[Position]`, or a new game's face-down
/// layout with `first` to move.
fn public_start(
    record: &str,
    options: &FanqiOptions,
    config: &Config,
    first: u8,
) -> Result<(PositionText, bool), Unable> {
    let loaded = record
        .lines()
        .find_map(|line| line.strip_prefix("[Position \"")?.strip_suffix("\"]"));
    let (text, loaded) = match loaded {
        Some(text) => (text.to_owned(), true),
        None => {
            let fresh = <Fanqi as Rules>::new_game(*options, 0);
            let mut text =
                PositionText::read(&fresh.position_in(PositionView::Public), config.table)
                    .map_err(position_error)?;
            text.to_move = first;
            return Ok((text, false));
        }
    };
    let text = PositionText::read(&text, config.table).map_err(position_error)?;
    Ok((text, loaded))
}

/// A world that fits `record` (the seat's record of a 翻棋 game under `options`), the unseen pieces
/// dealt by `rng`; `me` is the seat and `to_act` whether it is to act now (which says who moved first
/// in a game without turns).
pub fn world(
    record: &str,
    options: &FanqiOptions,
    me: u8,
    to_act: bool,
    rng: &mut GameRng,
) -> Result<Position, Unable> {
    let config = options.config();
    let turns: Vec<Line> = lines(record, &config)
        .into_iter()
        .collect::<Result<Vec<_>, Unable>>()?
        .into_iter()
        .filter(|line| !line.event)
        .collect();
    let first = turns
        .first()
        .map_or(if to_act { me } else { 1 - me }, |turn| turn.seat);
    let (mut start, loaded) = public_start(record, options, &config, first)?;
    let shown = flips_shown(&turns, &config)?;
    let (mut pool, hidden) = unseen(&start, &shown)?;
    rng.shuffle(&mut pool);
    if loaded && pool.len() > hidden {
        // A flag is never removed: any flag not face up in the position lies face down.
        let flags_face_up = flags_face_up(&start);
        pool.sort_by_key(|&(owner, kind)| kind != Kind::Flag || flags_face_up.contains(&owner));
        pool.truncate(hidden);
    }
    if pool.len() != hidden {
        return Err(Unable::plain("unable-not-add-up"));
    }
    deal(&mut start, &shown, pool);
    let game = replay(&start, options, &turns)?;
    let mine = turn_lines(record);
    let replayed = Game::record(&game, Audience::Seat(Seat(me)), &[]);
    if turn_lines(&replayed) != mine {
        return Err(Unable::plain("unable-replay-differs"));
    }
    Ok(game.board())
}

/// What every flip of `turns` showed, by point.
fn flips_shown(turns: &[Line], config: &Config) -> Result<Vec<Option<Identity>>, Unable> {
    let board = config.board();
    let mut shown: Vec<Option<Identity>> = vec![None; board.len()];
    for turn in turns {
        let Some(flip) = turn.action.strip_prefix('?') else {
            continue;
        };
        let bad = || Unable::new("unable-flip", vec![("flip", turn.action.as_str().into())]);
        let (point, token) = flip.split_once('=').ok_or_else(bad)?;
        let at = board.parse(point).ok_or_else(bad)?;
        let mut letters = token.chars();
        let owner = letters
            .next()
            .and_then(|letter| config.table.owner_of_letter(letter))
            .ok_or_else(bad)?;
        let kind = letters.next().and_then(Kind::from_code).ok_or_else(bad)?;
        shown[usize::from(at)] = Some((owner, kind));
    }
    Ok(shown)
}

/// The pieces nobody has seen (both full sets less the face-up pieces of `start` and every piece a
/// flip showed), and the number of face-down points no flip showed.
fn unseen(
    start: &PositionText,
    shown: &[Option<Identity>],
) -> Result<(Vec<Identity>, usize), Unable> {
    let mut pool: Vec<Identity> = (0..2u8)
        .flat_map(|owner| {
            Kind::ALL
                .into_iter()
                .flat_map(move |kind| std::iter::repeat_n((owner, kind), kind.count()))
        })
        .collect();
    let take = |identity: Identity, pool: &mut Vec<Identity>| -> Result<(), Unable> {
        let index = pool
            .iter()
            .position(|&candidate| candidate == identity)
            .ok_or_else(|| Unable::plain("unable-too-many"))?;
        pool.swap_remove(index);
        Ok(())
    };
    let mut hidden = 0;
    for (index, cell) in start.cells.iter().enumerate() {
        let Some(cell) = cell else { continue };
        if cell.down {
            match shown[index] {
                Some(identity) => take(identity, &mut pool)?,
                None => hidden += 1,
            }
        } else if let (Some(owner), Some(kind)) = (cell.owner, cell.kind) {
            take((owner, kind), &mut pool)?;
        }
    }
    Ok((pool, hidden))
}

/// The owners whose flag is face up in `start`: standing, carried or covered.
fn flags_face_up(start: &PositionText) -> Vec<u8> {
    start
        .cells
        .iter()
        .flatten()
        .filter_map(|cell| {
            let flag = cell.kind == Some(Kind::Flag) && !cell.down;
            let carried = cell.carrier.then(|| 1 - cell.owner.unwrap_or(0));
            (flag.then_some(cell.owner).flatten())
                .or(carried)
                .or(cell.covers)
        })
        .collect()
}

/// Gives every face-down point of `start` its piece: the one its flip showed, else the next of `pool`.
fn deal(start: &mut PositionText, shown: &[Option<Identity>], mut pool: Vec<Identity>) {
    for (index, cell) in start.cells.iter_mut().enumerate() {
        let Some(cell) = cell else { continue };
        if cell.down {
            let (owner, kind) = match shown[index] {
                Some(identity) => identity,
                None => pool.pop().expect("one piece per hidden point"),
            };
            cell.owner = Some(owner);
            cell.kind = Some(kind);
        }
    }
}

/// The game from the dealt `start`, with `turns` played again by the game's own rules.
fn replay(start: &PositionText, options: &FanqiOptions, turns: &[Line]) -> Result<Fanqi, Unable> {
    let mut game = <Fanqi as Rules>::from_position(&start.to_string(), *options)
        .map_err(|error| Unable::new("unable-world", vec![("error", error.to_string().into())]))?;
    for turn in turns {
        let seat = Seat(turn.seat);
        let action = match turn.action.strip_prefix('?') {
            Some(flip) => format!("flip {}", flip.split('=').next().unwrap_or_default()),
            None => turn.action.clone(),
        };
        let played = if action == "timeout" {
            Game::intervene(&mut game, Intervention::TimeOut(seat)).map(|_| ())
        } else if Game::to_act(&game).contains(&seat) {
            Game::play(&mut game, seat, &action).map(|_| ())
        } else {
            // An automatic pass, which the world has played already.
            Ok(())
        };
        played.map_err(|error| {
            Unable::new("unable-replay", vec![("error", error.to_string().into())])
        })?;
    }
    Ok(game)
}

/// Why a position text of the record could not be read.
fn position_error(error: impl std::fmt::Display) -> Unable {
    Unable::new("unable-position", vec![("error", error.to_string().into())])
}
