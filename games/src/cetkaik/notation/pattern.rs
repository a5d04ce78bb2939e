//! What a player's text says about a move: its tokens, read into a pattern that legal moves fit or
//! not.

use crate::cetkaik::board::{Square, split_squares};
use crate::cetkaik::moves::Move;
use crate::cetkaik::piece::{Colour, Kind};
use crate::cetkaik::turn::State;
use crate::refusal::Reason;

/// One square of a pattern, with how it was marked.
#[derive(Clone, Copy, Debug)]
pub(super) struct Written {
    /// The square.
    pub(super) square: Square,
    /// Written in brackets: a Tam2 move's first step.
    pub(super) bracketed: bool,
    /// Written after 心 or `?`: the declared target of a ranged continuation.
    pub(super) declared: bool,
}

/// What a player's text says about a move.
#[derive(Clone, Debug, Default)]
pub(super) struct Pattern {
    /// The squares, in the order written.
    pub(super) squares: Vec<Written>,
    /// Tam2 is named (皇, `tam`).
    pub(super) tam: bool,
    /// "Some piece" is named (片, `piece`): not Tam2.
    pub(super) some_piece: bool,
    /// The kind named, if any.
    pub(super) kind: Option<Kind>,
    /// The colour named, if any: a drop.
    pub(super) colour: Option<Colour>,
}

/// One token of a player's text.
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

/// The pattern of a player's text: its squares and what it names, results of casts refused.
pub(super) fn read_pattern(text: &str) -> Result<Pattern, Reason> {
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
    pub(super) fn of_move(mv: Move) -> Pattern {
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
    pub(super) fn is_drop(&self) -> bool {
        self.colour.is_some() || (self.kind.is_some() && self.squares.len() == 1 && !self.tam)
    }

    /// Whether the legal move `mv` fits what the text says.
    pub(super) fn fits(&self, mv: Move, state: &State) -> bool {
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
