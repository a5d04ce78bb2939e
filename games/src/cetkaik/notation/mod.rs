//! Action text (§1.14, Part 4 item 1): the canonical form, the reader of what players type, and the
//! one-sentence explanations when a text fits no legal action.
//!
//! # Canonical text
//!
//! * A move: the engine's `Display` form ([`Move`]'s `Display`), such as `LAI片LY`, `ZAI片ZOTO`,
//!   `LAU片LAI心LU`, `黒弓LIA`, `ZO皇[TU]TO`.
//! * After a stepping cast: the square to land on (`LU`), or `give-up`.
//! * The decision: `tymok` (再行, continue) or `taxot` (終季, end the season).
//! * An action whose chance step code forced (perft, tests) adds ` cast=10110` (the five sticks, 1 for
//!   marked) or ` first=IA`; players can never type these.
//!
//! # What players may type
//!
//! The reader does not parse a grammar: it reads the text as tokens, turns them into a pattern and keeps
//! the legal actions that fit it. One fit is the action; several are listed; none is explained.
//!
//! * Squares as in §1.1, in any case, with or without spaces or hyphens between them (`ZAIZOTO`,
//!   `zai zo to`, `ZAI-ZO-TO`): a run of letters is split before each consonant.
//! * An optional piece after the first square: its label, the capital initial the board shows (V P A C
//!   T H O S G K; a capital `A` before a colour, a name or `piece` is the article), or its kanji, or 片 ("some piece"), or its name (English: vessel, pawn, archer or
//!   rook, chariot or bishop, tiger, horse, officer or clerk, shaman, general, king; romanised: nuak1,
//!   kauk2, gua2, kaun1, dau2, maun1, kua2, tuk2, uai1, io, with or without the tone digit).
//! * 心 or `?` before the declared target of a ranged continuation after a step (`LAU LAI ?LU`).
//! * Tam2: 皇 or the word `tam` (`tam2`), the first step's square in brackets where it matters
//!   (`ZO皇[TU]TO`, `tam ZO TU TO`); `ZO TO` alone lists every way Tam2 can get from ZO to TO.
//! * A drop: colour, kind and square (`black A LIA`, `黒弓LIA`, `black archer LIA`, `red P ZO`); without
//!   the colour when only one colour of that kind is in hand (`A LIA`).
//! * Markers from records that carry no choice are skipped: 水 after a move (the engine's other `Display`
//!   marks water entries with it) and 無撃裁 ("no cast needed"). Cast results (橋三, 水二, 此無) are
//!   refused: the umpire casts the sticks.
//! * After a cast: the square, or the whole move (`ZAIZOTO`), or `give up` (also `giveup`, `pass`, 此無).
//! * The decision: `tymok`, `ty mok`, `ty mok1`, 再行, `continue`; `taxot`, `ta xot`, `ta xot1`, 終季,
//!   `end`, `end season`.

use super::board::{Square, split_squares};
use super::moves::Move;
use super::options::Preset;
use super::piece::{Colour, Kind, Occupant};
use super::position::Position;
use super::turn::{Action, Chance, Choice, State, Step};
use crate::refusal::{Arg, Reason};

/// The canonical text of an action.
pub fn canonical(action: &Action) -> String {
    let mut text = match action.choice {
        Choice::Move(mv) => mv.to_string(),
        Choice::Land(Some(square)) => square.name(),
        Choice::Land(None) => "give-up".to_owned(),
        Choice::TyMok => "tymok".to_owned(),
        Choice::TaXot => "taxot".to_owned(),
    };
    match action.chance {
        Some(Chance::Cast(cast)) => {
            text.push_str(" cast=");
            text.push_str(&cast.bits());
        }
        Some(Chance::First(side)) => {
            text.push_str(" first=");
            text.push_str(side.code());
        }
        None => {}
    }
    text
}

/// Why a text is not a legal choice, and whether the text reads as an action of the current step at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Misread {
    /// The text is no action of the step the game is in (chat, a word of another step, junk).
    NotAnAction(Reason),
    /// The text reads as an action of this step, but no legal one fits it, or several do.
    Unfit(Reason),
}

impl Misread {
    /// The reason.
    pub fn reason(&self) -> &Reason {
        match self {
            Misread::NotAnAction(reason) | Misread::Unfit(reason) => reason,
        }
    }
}

/// Reads what a player typed as a legal choice of the side to act in `state`.
pub fn parse(state: &State, preset: Preset, text: &str) -> Result<Choice, Misread> {
    use Misread::{NotAnAction, Unfit};
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(NotAnAction(Reason::plain("refusal-cetkaik-type-move")));
    }
    if trimmed.contains("cast=") || trimmed.contains("first=") {
        return Err(NotAnAction(Reason::plain("refusal-cetkaik-no-chance")));
    }
    let word = normalise_words(trimmed);
    if let Some(decision) = decision_word(&word) {
        return match state.step {
            Step::Decision(_) => Ok(decision),
            Step::CastChoice(_) => Err(NotAnAction(Reason::plain("refusal-cetkaik-finish-move"))),
            _ => Err(NotAnAction(Reason::plain("refusal-cetkaik-no-hand"))),
        };
    }
    if is_give_up(&word, trimmed) {
        return match state.step {
            Step::CastChoice(_) => Ok(Choice::Land(None)),
            _ => Err(NotAnAction(Reason::plain(
                "refusal-cetkaik-no-cast-to-give-up",
            ))),
        };
    }
    match &state.step {
        Step::Over(_) => Err(NotAnAction(Reason::plain("refusal-game-over"))),
        Step::Decision(_) => Err(NotAnAction(Reason::plain("refusal-cetkaik-decide"))),
        Step::CastChoice(flight) => {
            let pattern = read_pattern(trimmed).map_err(NotAnAction)?;
            let squares: Vec<Square> = pattern.squares.iter().map(|s| s.square).collect();
            let landing = match squares.as_slice() {
                [dest] => *dest,
                [src, step, dest] if *src == flight.src && *step == flight.step => *dest,
                _ => {
                    return Err(Unfit(Reason::new(
                        "refusal-cetkaik-stepping",
                        vec![
                            ("from", flight.src.name().into()),
                            ("over", flight.step.name().into()),
                        ],
                    )));
                }
            };
            let choices = state.choices(preset);
            if choices.contains(&Choice::Land(Some(landing))) {
                Ok(Choice::Land(Some(landing)))
            } else {
                Err(Unfit(landing_refusal(state, landing, preset)))
            }
        }
        Step::Move => {
            let pattern = read_pattern(trimmed).map_err(NotAnAction)?;
            let moves: Vec<Move> = state
                .choices(preset)
                .into_iter()
                .filter_map(|choice| match choice {
                    Choice::Move(mv) => Some(mv),
                    _ => None,
                })
                .collect();
            let fits: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|&mv| pattern.fits(mv, state))
                .collect();
            match fits.as_slice() {
                [mv] => Ok(Choice::Move(*mv)),
                [] => Err(Unfit(explain(state, &pattern, &moves, preset))),
                several => {
                    let mut texts: Vec<String> = several.iter().map(Move::to_string).collect();
                    texts.sort();
                    Err(Unfit(Reason::new(
                        "refusal-cetkaik-several",
                        vec![
                            ("count", Arg::Number(texts.len() as i64)),
                            ("moves", texts.join(", ").into()),
                        ],
                    )))
                }
            }
        }
    }
}

/// Why `choice` is not legal in `state` (used when an action comes from code, not text).
pub fn refusal(state: &State, choice: Choice, preset: Preset) -> Reason {
    match (&state.step, choice) {
        (Step::Over(_), _) => Reason::plain("refusal-game-over"),
        (Step::Decision(_), _) => Reason::plain("refusal-cetkaik-decide-short"),
        (Step::CastChoice(_), Choice::Land(Some(square))) => landing_refusal(state, square, preset),
        (Step::CastChoice(_), _) => Reason::plain("refusal-cetkaik-finish-move"),
        (Step::Move, Choice::Move(mv)) => {
            let moves: Vec<Move> = state
                .choices(preset)
                .into_iter()
                .filter_map(|choice| match choice {
                    Choice::Move(mv) => Some(mv),
                    _ => None,
                })
                .collect();
            let pattern = Pattern::of_move(mv);
            explain(state, &pattern, &moves, preset)
        }
        (Step::Move, Choice::TyMok | Choice::TaXot) => Reason::plain("refusal-cetkaik-no-hand"),
        (Step::Move, Choice::Land(_)) => Reason::plain("refusal-cetkaik-no-cast-to-answer"),
    }
}

/// Lower-cased text with runs of spaces, hyphens and underscores made single spaces.
fn normalise_words(text: &str) -> String {
    text.to_lowercase()
        .split(|c: char| c.is_whitespace() || c == '-' || c == '_')
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

fn decision_word(word: &str) -> Option<Choice> {
    match word {
        "tymok" | "ty mok" | "ty mok1" | "tymok1" | "再行" | "continue" => Some(Choice::TyMok),
        "taxot" | "ta xot" | "ta xot1" | "taxot1" | "終季" | "end" | "end season"
        | "end the season" => Some(Choice::TaXot),
        _ => None,
    }
}

fn is_give_up(word: &str, raw: &str) -> bool {
    matches!(word, "give up" | "giveup" | "pass" | "stay" | "none") || raw == "此無"
}

/// One square of a pattern, with how it was marked.
#[derive(Clone, Copy, Debug)]
struct Written {
    square: Square,
    bracketed: bool,
    declared: bool,
}

/// What a player's text says about a move.
#[derive(Clone, Debug, Default)]
struct Pattern {
    squares: Vec<Written>,
    tam: bool,
    some_piece: bool,
    kind: Option<Kind>,
    colour: Option<Colour>,
}

enum Token {
    Squares(Vec<Square>),
    /// A kind's label, its capital initial (`A`). A lower-case `a` is the article, and so is a capital
    /// `A` before a colour, a kind's name or `piece` (`DROP A BLACK PAWN ON LIA`).
    Initial(Kind),
    Word(String),
    Mark(char),
    Open,
    Close,
    Declare,
}

/// The tokens of a player's text: runs of letters and digits (squares, initials, words) and marks.
fn tokens(text: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut run = String::new();
    let flush = |run: &mut String, tokens: &mut Vec<Token>| {
        if run.is_empty() {
            return;
        }
        let word = std::mem::take(run);
        let squares = if word.chars().all(|c| c.is_ascii_alphabetic()) {
            split_squares(&word).ok()
        } else {
            None
        };
        tokens.push(match (squares, Kind::from_initial(&word)) {
            (Some(squares), _) => Token::Squares(squares),
            (None, Some(kind)) => Token::Initial(kind),
            (None, None) => Token::Word(word.to_lowercase()),
        });
    };
    for ch in text.chars() {
        if ch.is_ascii_alphanumeric() {
            run.push(ch);
            continue;
        }
        flush(&mut run, &mut tokens);
        match ch {
            '[' | '［' => tokens.push(Token::Open),
            ']' | '］' => tokens.push(Token::Close),
            '?' | '？' | '心' => tokens.push(Token::Declare),
            c if c.is_whitespace() || "-,.>→/、".contains(c) => {}
            c => tokens.push(Token::Mark(c)),
        }
    }
    flush(&mut run, &mut tokens);
    articles_read(&mut tokens);
    tokens
}

/// Reads a capital `A` before a colour, a kind's name or `piece` as the article, as the reader did
/// before the Archer had an initial (`DROP A BLACK PAWN ON LIA`, `MOVE A PIECE LAI LY`).
fn articles_read(tokens: &mut [Token]) {
    let names_a_piece = |word: &str| {
        word == "piece" || Colour::parse(word).is_some() || Kind::parse(word).is_some()
    };
    for at in 1..tokens.len() {
        if matches!(tokens[at - 1], Token::Initial(Kind::Archer))
            && matches!(&tokens[at], Token::Word(word) if names_a_piece(word))
        {
            tokens[at - 1] = Token::Word("a".to_owned());
        }
    }
}

fn read_pattern(text: &str) -> Result<Pattern, Reason> {
    if text.contains('橋') || text.contains("此無") || has_water_result(text) {
        return Err(Reason::plain("refusal-cetkaik-no-result"));
    }
    let tokens = tokens(&text.replace("無撃裁", ""));
    let mut pattern = Pattern::default();
    let mut bracketed = false;
    let mut declared = false;
    for token in tokens {
        match token {
            Token::Squares(squares) => {
                for square in squares {
                    pattern.squares.push(Written {
                        square,
                        bracketed,
                        declared,
                    });
                    declared = false;
                }
            }
            Token::Initial(kind) => pattern.kind = Some(kind),
            Token::Open => bracketed = true,
            Token::Close => bracketed = false,
            Token::Declare => declared = true,
            Token::Mark('片') => pattern.some_piece = true,
            Token::Mark('皇') => pattern.tam = true,
            Token::Mark('水') => {}
            Token::Mark(c) => {
                let text = c.to_string();
                if let Some(colour) = Colour::parse(&text) {
                    pattern.colour = Some(colour);
                } else if let Some(kind) = Kind::parse(&text) {
                    pattern.kind = Some(kind);
                } else {
                    return Err(Reason::new(
                        "refusal-cetkaik-unreadable-mark",
                        vec![("mark", c.to_string().into())],
                    ));
                }
            }
            Token::Word(word) => match word.as_str() {
                "tam" | "tam2" => pattern.tam = true,
                "piece" => pattern.some_piece = true,
                "to" | "from" | "via" | "over" | "step" | "steps" | "stepping" | "move"
                | "moves" | "on" | "at" | "the" | "a" | "an" | "drop" | "drops" | "then"
                | "and" => {}
                _ => {
                    if let Some(colour) = Colour::parse(&word) {
                        pattern.colour = Some(colour);
                    } else if let Some(kind) = Kind::parse(&word) {
                        pattern.kind = Some(kind);
                    } else {
                        return Err(Reason::new(
                            "refusal-cetkaik-unreadable-word",
                            vec![("word", word.into())],
                        ));
                    }
                }
            },
        }
    }
    if pattern.squares.is_empty() {
        return Err(Reason::plain("refusal-cetkaik-no-squares"));
    }
    Ok(pattern)
}

/// Whether the text has 水 followed by a numeral (a water cast result).
fn has_water_result(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    chars
        .windows(2)
        .any(|pair| pair[0] == '水' && "無一二三四五0123456789".contains(pair[1]))
}

impl Pattern {
    /// The pattern a move's own text gives (every square, brackets where it writes them).
    fn of_move(mv: Move) -> Pattern {
        let mut pattern = Pattern {
            tam: mv.is_tam(),
            ..Pattern::default()
        };
        if let Move::Drop { colour, kind, dest } = mv {
            pattern.colour = Some(colour);
            pattern.kind = Some(kind);
            pattern.squares.push(Written {
                square: dest,
                bracketed: false,
                declared: false,
            });
            return pattern;
        }
        let bracket = bracket_index(mv);
        let declared = matches!(mv, Move::StepRanged { .. });
        let squares = mv.squares();
        let last = squares.len() - 1;
        pattern.squares = squares
            .into_iter()
            .enumerate()
            .map(|(i, square)| Written {
                square,
                bracketed: Some(i) == bracket,
                declared: declared && i == last,
            })
            .collect();
        pattern
    }

    /// Whether the pattern describes a drop.
    fn is_drop(&self) -> bool {
        self.colour.is_some() || (self.kind.is_some() && self.squares.len() == 1 && !self.tam)
    }

    fn fits(&self, mv: Move, state: &State) -> bool {
        if self.is_drop() {
            return match mv {
                Move::Drop { colour, kind, dest } => {
                    self.squares.len() == 1
                        && self.squares[0].square == dest
                        && self.colour.is_none_or(|c| c == colour)
                        && self.kind.is_none_or(|k| k == kind)
                }
                _ => false,
            };
        }
        if matches!(mv, Move::Drop { .. }) {
            return false;
        }
        if (self.tam && !mv.is_tam()) || (self.some_piece && mv.is_tam()) {
            return false;
        }
        if let Some(kind) = self.kind {
            let src = mv.src().expect("a board move has a source");
            if state.position.piece_at(src).map(|p| p.kind) != Some(kind) {
                return false;
            }
        }
        let given: Vec<Square> = self.squares.iter().map(|w| w.square).collect();
        let any_bracket = self.squares.iter().any(|w| w.bracketed);
        let declared = self.squares.iter().any(|w| w.declared);
        if declared
            && !(matches!(mv, Move::StepRanged { .. })
                && self.squares.last().is_some_and(|w| w.declared))
        {
            return false;
        }
        // The Tam2 shorthand: where it starts and where it ends.
        if mv.is_tam() && given.len() == 2 && !any_bracket {
            return mv.src() == Some(given[0]) && mv.dest() == Some(given[1]);
        }
        if mv.squares() != given {
            return false;
        }
        if any_bracket {
            let bracket = bracket_index(mv);
            self.squares
                .iter()
                .enumerate()
                .all(|(i, w)| w.bracketed == (Some(i) == bracket))
        } else {
            true
        }
    }
}

/// Which written square of a Tam2 move goes in brackets (its first step's end).
fn bracket_index(mv: Move) -> Option<usize> {
    match mv {
        Move::Tam { .. } | Move::TamStepSecond { .. } => Some(1),
        Move::TamStepFirst { .. } => Some(2),
        _ => None,
    }
}

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
fn explain(state: &State, pattern: &Pattern, moves: &[Move], preset: Preset) -> Reason {
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

fn landing_refusal(state: &State, landing: Square, preset: Preset) -> Reason {
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
