//! Why no legal action fits what a player typed: one sentence naming what is wrong with the move, the
//! drop or the landing.

use super::pattern::Pattern;
use crate::cetkaik::board::Square;
use crate::cetkaik::moves::Move;
use crate::cetkaik::options::Preset;
use crate::cetkaik::piece::{Colour, Kind, Occupant};
use crate::cetkaik::position::Position;
use crate::cetkaik::turn::{Choice, State, Step};
use crate::refusal::{Arg, Reason};

/// The squares as one argument: their names sorted, the last joined by "or" (`LA, LE or LI`).
fn list(squares: &[Square]) -> Arg {
    let mut names: Vec<String> = squares.iter().map(|s| s.name()).collect();
    names.sort();
    names.dedup();
    match names.len() {
        0 => Arg::Text(String::new()),
        1 => Arg::Text(names.remove(0)),
        n => {
            let last = names.remove(n - 1);
            Reason::new(
                "refusal-cetkaik-or",
                vec![("others", names.join(", ").into()), ("last", last.into())],
            )
            .into()
        }
    }
}

/// Why no legal move fits the pattern.
pub(super) fn explain(state: &State, pattern: &Pattern, moves: &[Move], preset: Preset) -> Reason {
    let position = &state.position;
    let side = position.to_move;
    if pattern.is_drop() {
        return explain_drop(state, pattern);
    }
    let src = pattern.squares[0].square;
    let at = ("square", Arg::Text(src.name()));
    if pattern.squares.len() == 1 {
        return Reason::new("refusal-cetkaik-one-square", vec![at]);
    }
    let Some(occupant) = position.at(src) else {
        return Reason::new("refusal-cetkaik-no-piece", vec![at]);
    };
    let Occupant::Piece(piece) = occupant else {
        return explain_tam(state, pattern, moves, preset);
    };
    if pattern.tam {
        return Reason::new(
            "refusal-cetkaik-tam-elsewhere",
            vec![at, ("tam", position.tam2().name().into())],
        );
    }
    if piece.owner != side {
        return Reason::new(
            "refusal-cetkaik-not-yours",
            vec![
                at,
                ("owner", piece.owner.arg()),
                ("piece", kind_name(piece.kind)),
                ("side", side.arg()),
            ],
        );
    }
    if let Some(kind) = pattern.kind
        && kind != piece.kind
    {
        return Reason::new(
            "refusal-cetkaik-not-that-kind",
            vec![
                at,
                ("piece", kind_name(piece.kind)),
                ("named", kind_name(kind)),
            ],
        );
    }
    let yours = Yours {
        kind: piece.kind,
        src,
        moves: moves
            .iter()
            .copied()
            .filter(|mv| mv.src() == Some(src))
            .collect(),
    };
    if yours.moves.is_empty() {
        return yours.say("refusal-cetkaik-no-move", Vec::new());
    }
    if pattern.squares.len() == 2 {
        return yours.explain_plain(position, pattern.squares[1].square);
    }
    yours.explain_step(position, pattern)
}

/// A piece's name, by its key.
fn kind_name(kind: Kind) -> Arg {
    Arg::Name(kind.key().into())
}

/// The mover's own piece on `src`, of `kind`, with its legal moves: what the refusals of a move of it
/// speak of ("Your <piece> on <square> …").
struct Yours {
    kind: Kind,
    src: Square,
    moves: Vec<Move>,
}

impl Yours {
    /// The refusal `key`, which starts "Your <piece> on <square>", with `more` arguments.
    fn say(&self, key: &'static str, mut more: Vec<(&'static str, Arg)>) -> Reason {
        let mut args = vec![
            ("piece", kind_name(self.kind)),
            ("square", Arg::Text(self.src.name())),
        ];
        args.append(&mut more);
        Reason::new(key, args)
    }

    /// Why the piece cannot move to `dest` in one move.
    fn explain_plain(&self, position: &Position, dest: Square) -> Reason {
        match position.at(dest) {
            Some(Occupant::Piece(there)) if there.owner == position.to_move => {
                return Reason::new(
                    "refusal-cetkaik-own-piece",
                    vec![
                        ("dest", dest.name().into()),
                        ("piece", kind_name(there.kind)),
                    ],
                );
            }
            Some(Occupant::Tam2) => return Reason::plain("refusal-cetkaik-tam-never-captured"),
            _ => {}
        }
        let plain: Vec<Square> = self
            .moves
            .iter()
            .filter_map(|mv| match mv {
                Move::Plain { dest, .. } => Some(*dest),
                _ => None,
            })
            .collect();
        let dest = ("dest", Arg::Text(dest.name()));
        if plain.is_empty() {
            return self.say("refusal-cetkaik-only-stepping", vec![dest]);
        }
        self.say(
            "refusal-cetkaik-cannot-go",
            vec![dest, ("reach", list(&plain))],
        )
    }

    /// Why the piece cannot step over the pattern's second square to its third.
    fn explain_step(&self, position: &Position, pattern: &Pattern) -> Reason {
        let step = pattern.squares[1].square;
        if position.at(step).is_none() {
            return Reason::new(
                "refusal-cetkaik-empty-step",
                vec![("step", step.name().into())],
            );
        }
        let stepped = ("step", Arg::Text(step.name()));
        let onward: Vec<&Move> = self
            .moves
            .iter()
            .filter(|mv| mv.step() == Some(step))
            .collect();
        if onward.is_empty() {
            let steps: Vec<Square> = self.moves.iter().filter_map(|mv| mv.step()).collect();
            if steps.is_empty() {
                return self.say("refusal-cetkaik-cannot-reach-none", vec![stepped]);
            }
            return self.say(
                "refusal-cetkaik-cannot-reach",
                vec![stepped, ("steps", list(&steps))],
            );
        }
        if pattern.squares.len() > 3 {
            return Reason::plain("refusal-cetkaik-three-squares");
        }
        let finite: Vec<Square> = onward
            .iter()
            .filter_map(|mv| match mv {
                Move::Step { dest, .. } => Some(*dest),
                _ => None,
            })
            .collect();
        let ranged: Vec<Square> = onward
            .iter()
            .filter_map(|mv| match mv {
                Move::StepRanged { declared, .. } => Some(*declared),
                _ => None,
            })
            .collect();
        if pattern.squares[2].declared && ranged.is_empty() {
            return self.say(
                "refusal-cetkaik-fixed-only",
                vec![stepped, ("reach", list(&finite))],
            );
        }
        let mut reach = finite;
        reach.extend(&ranged);
        self.say(
            "refusal-cetkaik-cannot-go-after",
            vec![
                ("dest", pattern.squares[2].square.name().into()),
                stepped,
                ("reach", list(&reach)),
            ],
        )
    }
}

fn explain_tam(state: &State, pattern: &Pattern, moves: &[Move], preset: Preset) -> Reason {
    let position = &state.position;
    let src = position.tam2();
    let tam_moves: Vec<Move> = moves.iter().copied().filter(|mv| mv.is_tam()).collect();
    if tam_moves.is_empty() {
        if position.tam_moved && preset == Preset::CerkeOnlineAlpha {
            return Reason::plain("refusal-cetkaik-tam-moved");
        }
        return Reason::plain("refusal-cetkaik-tam-no-move");
    }
    if pattern.some_piece {
        return Reason::new(
            "refusal-cetkaik-tam-holds",
            vec![("square", src.name().into())],
        );
    }
    let ends: Vec<Square> = tam_moves.iter().filter_map(|mv| mv.dest()).collect();
    let last = pattern
        .squares
        .last()
        .expect("a pattern has squares")
        .square;
    if !ends.contains(&last) {
        return Reason::new(
            "refusal-cetkaik-tam-end",
            vec![("square", last.name().into()), ("ends", list(&ends))],
        );
    }
    let ways: Vec<String> = tam_moves
        .iter()
        .filter(|mv| mv.dest() == Some(last))
        .map(Move::to_string)
        .collect();
    Reason::new(
        "refusal-cetkaik-tam-way",
        vec![
            ("square", last.name().into()),
            ("ways", ways.join(", ").into()),
        ],
    )
}

fn explain_drop(state: &State, pattern: &Pattern) -> Reason {
    let position = &state.position;
    let side = position.to_move;
    let hand = position.hand(side);
    let colour = |colour: Colour| ("colour", Arg::Name(colour.key().into()));
    let kind_name = |kind: Kind| ("piece", Arg::Name(kind.key().into()));
    let what: Arg = match (pattern.colour, pattern.kind) {
        (Some(c), Some(kind)) => Reason::new(
            "refusal-cetkaik-what-colour-kind",
            vec![colour(c), kind_name(kind)],
        )
        .into(),
        (Some(c), None) => Reason::new("refusal-cetkaik-what-colour", vec![colour(c)]).into(),
        (None, Some(kind)) => Arg::Name(kind.key().into()),
        (None, None) => Reason::plain("refusal-cetkaik-what-any").into(),
    };
    if pattern.squares.len() != 1 {
        return Reason::new(
            "refusal-cetkaik-drop-shape",
            vec![(
                "example",
                format!(
                    "{}{}",
                    pattern.colour.unwrap_or(Colour::Black).kanji(),
                    pattern.kind.unwrap_or(Kind::Archer).kanji()
                )
                .into(),
            )],
        );
    }
    let dest = pattern.squares[0].square;
    let in_hand = hand.iter().any(|token| {
        pattern.colour.is_none_or(|c| c == token.colour)
            && pattern.kind.is_none_or(|k| k == token.kind)
    });
    if !in_hand {
        if hand.is_empty() {
            return Reason::new("refusal-cetkaik-hand-empty", vec![("what", what)]);
        }
        let held: Vec<String> = hand.iter().map(|t| t.kanji()).collect();
        return Reason::new(
            "refusal-cetkaik-not-in-hand",
            vec![("what", what), ("held", held.join(" ").into())],
        );
    }
    let square = ("square", Arg::Text(dest.name()));
    match position.at(dest) {
        Some(Occupant::Tam2) => Reason::new("refusal-cetkaik-drop-on-tam", vec![square]),
        Some(Occupant::Piece(piece)) if piece.owner == side => Reason::new(
            "refusal-cetkaik-drop-on-own",
            vec![square, kind_name(piece.kind)],
        ),
        Some(Occupant::Piece(piece)) => Reason::new(
            "refusal-cetkaik-drop-on-theirs",
            vec![square, kind_name(piece.kind)],
        ),
        None => Reason::new("refusal-cetkaik-cannot-drop", vec![("what", what), square]),
    }
}

/// Why the stepping piece may not land on `landing` after its cast.
pub(super) fn landing_refusal(state: &State, landing: Square, preset: Preset) -> Reason {
    let Step::CastChoice(flight) = &state.step else {
        return Reason::plain("refusal-cetkaik-no-cast-to-answer");
    };
    let allowed: Vec<Square> = state
        .choices(preset)
        .into_iter()
        .filter_map(|choice| match choice {
            Choice::Land(Some(square)) => Some(square),
            _ => None,
        })
        .collect();
    let k = flight.cast.count();
    if preset.declares_exact_square() && landing != flight.declared {
        return Reason::new(
            "refusal-cetkaik-declared",
            vec![("square", flight.declared.name().into())],
        );
    }
    if landing.distance(flight.step) > usize::from(k) {
        return Reason::new(
            "refusal-cetkaik-too-far",
            vec![
                ("square", landing.name().into()),
                (
                    "distance",
                    Arg::Number(landing.distance(flight.step) as i64),
                ),
                ("step", flight.step.name().into()),
                ("cast", Arg::Number(i64::from(k))),
                (
                    "allowed",
                    if allowed.is_empty() {
                        Reason::plain("refusal-cetkaik-nowhere").into()
                    } else {
                        list(&allowed)
                    },
                ),
            ],
        );
    }
    if allowed.is_empty() {
        return Reason::plain("refusal-cetkaik-no-square");
    }
    Reason::new(
        "refusal-cetkaik-cannot-land",
        vec![
            ("square", landing.name().into()),
            ("allowed", list(&allowed)),
        ],
    )
}
