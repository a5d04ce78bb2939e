//! Buttons under messages, and the ids that carry the request a press stands for.
//!
//! An id is `umpire:<verb>:<number>[:<answer>]`; [`Request::from_button_id`] reads it back. Ids hold only
//! public numbers and the public words of a game's actions, never anything secret.

use crate::host::api::{Button, ButtonStyle, ChallengeId, DrawAnswer, GameId, Request};
use games::{Phase, Verb};

const PREFIX: &str = "umpire";

impl Request {
    /// The request a button id stands for, or `None` when the id is not one of the host's.
    pub fn from_button_id(id: &str) -> Option<Request> {
        let mut parts = id.splitn(4, ':');
        if parts.next()? != PREFIX {
            return None;
        }
        let verb = parts.next()?;
        let number: u64 = parts.next()?.parse().ok()?;
        let answer = parts.next();
        if verb != "act" && answer.is_some_and(|answer| answer.contains(':')) {
            return None;
        }
        let game = Some(GameId(number));
        let challenge = Some(ChallengeId(number));
        Some(match (verb, answer) {
            ("accept", None) => Request::Accept(challenge),
            ("decline", None) => Request::Decline(challenge, None),
            ("cancel", None) => Request::Cancel(challenge),
            ("resign", None) => Request::ConfirmResign(game),
            ("resign", Some("confirm")) => Request::Resign(game),
            ("draw", Some("offer")) => Request::Draw(game, DrawAnswer::Offer),
            ("draw", Some("accept")) => Request::Draw(game, DrawAnswer::Accept),
            ("draw", Some("decline")) => Request::Draw(game, DrawAnswer::Decline),
            ("takeback", Some("ask")) => Request::Takeback(game, DrawAnswer::Offer),
            ("takeback", Some("accept")) => Request::Takeback(game, DrawAnswer::Accept),
            ("takeback", Some("decline")) => Request::Takeback(game, DrawAnswer::Decline),
            ("myboard", None) => Request::MyBoard(game),
            ("rematch", None) => Request::Rematch(game),
            ("setup", Some("show")) => Request::Setup(game, "show".to_owned()),
            ("act", Some(action)) if !action.is_empty() => Request::Act {
                game,
                text: action.to_owned(),
                bare: false,
            },
            _ => return None,
        })
    }
}

fn button(id: String, label: &str, style: ButtonStyle) -> Button {
    Button {
        id,
        label: label.to_owned(),
        style,
    }
}

/// Accept and Decline under a targeted challenge; Accept and Cancel under an open one.
pub fn challenge(id: ChallengeId, open: bool) -> Vec<Button> {
    let mut buttons = vec![button(
        format!("{PREFIX}:accept:{}", id.0),
        "Accept",
        ButtonStyle::Primary,
    )];
    if open {
        buttons.push(button(
            format!("{PREFIX}:cancel:{}", id.0),
            "Cancel",
            ButtonStyle::Secondary,
        ));
    } else {
        buttons.push(button(
            format!("{PREFIX}:decline:{}", id.0),
            "Decline",
            ButtonStyle::Secondary,
        ));
    }
    buttons
}

/// The button under the board of a finished game: offer its players another one.
pub fn finished(game: GameId) -> Vec<Button> {
    vec![button(
        format!("{PREFIX}:rematch:{}", game.0),
        "Rematch",
        ButtonStyle::Primary,
    )]
}

/// The buttons under a board while the game goes on: ask to take back one's last move (where takebacks
/// are allowed), offer a draw, resign (asks for confirmation), and, for games with secrets, show one's own
/// board privately.
pub fn in_play(game: GameId, secrets: bool, takeback: bool) -> Vec<Button> {
    let mut buttons = Vec::new();
    if takeback {
        buttons.push(button(
            format!("{PREFIX}:takeback:{}:ask", game.0),
            "Take back",
            ButtonStyle::Secondary,
        ));
    }
    buttons.extend([
        button(
            format!("{PREFIX}:draw:{}:offer", game.0),
            "Offer draw",
            ButtonStyle::Secondary,
        ),
        button(
            format!("{PREFIX}:resign:{}", game.0),
            "Resign",
            ButtonStyle::Danger,
        ),
    ]);
    if secrets {
        buttons.push(button(
            format!("{PREFIX}:myboard:{}", game.0),
            "My board",
            ButtonStyle::Primary,
        ));
    }
    buttons
}

/// The buttons of the setup phase: one's own setup shown privately, then a button for each setup word of
/// the game that has one (the last, usually `ready`, as the suggested action). Every answer goes to the
/// presser alone.
pub fn setup(game: GameId, verbs: &[Verb]) -> Vec<Button> {
    let words: Vec<&Verb> = verbs
        .iter()
        .filter(|verb| verb.phase == Phase::Setup && verb.button.is_some())
        .collect();
    let mut buttons = vec![button(
        format!("{PREFIX}:setup:{}:show", game.0),
        "My setup",
        ButtonStyle::Secondary,
    )];
    for (index, verb) in words.iter().enumerate() {
        let style = if index + 1 == words.len() {
            ButtonStyle::Primary
        } else {
            ButtonStyle::Secondary
        };
        buttons.push(button(
            format!("{PREFIX}:act:{}:{}", game.0, verb.usage),
            verb.button.unwrap_or(verb.usage),
            style,
        ));
    }
    buttons
}

/// One button per choice of a decision; pressing one plays its action.
pub fn choices(game: GameId, choices: &[games::Choice]) -> Vec<Button> {
    choices
        .iter()
        .enumerate()
        .map(|(index, choice)| {
            let style = if index == 0 {
                ButtonStyle::Primary
            } else {
                ButtonStyle::Secondary
            };
            button(
                format!("{PREFIX}:act:{}:{}", game.0, choice.action),
                &choice.label,
                style,
            )
        })
        .collect()
}

/// The confirmation under "Do you really want to resign?".
pub fn confirm_resign(game: GameId) -> Vec<Button> {
    vec![button(
        format!("{PREFIX}:resign:{}:confirm", game.0),
        "Yes, resign",
        ButtonStyle::Danger,
    )]
}

/// Accept and Decline under a draw offer.
pub fn draw_offer(game: GameId) -> Vec<Button> {
    vec![
        button(
            format!("{PREFIX}:draw:{}:accept", game.0),
            "Accept draw",
            ButtonStyle::Primary,
        ),
        button(
            format!("{PREFIX}:draw:{}:decline", game.0),
            "Decline draw",
            ButtonStyle::Secondary,
        ),
    ]
}

/// Accept and Decline under a takeback request.
pub fn takeback_request(game: GameId) -> Vec<Button> {
    vec![
        button(
            format!("{PREFIX}:takeback:{}:accept", game.0),
            "Accept takeback",
            ButtonStyle::Primary,
        ),
        button(
            format!("{PREFIX}:takeback:{}:decline", game.0),
            "Decline takeback",
            ButtonStyle::Secondary,
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_button_maps_back_to_its_request() {
        let game = GameId(7);
        let junqi: games::GameKind = "junqi".parse().unwrap();
        let act = |text: &str| Request::Act {
            game: Some(game),
            text: text.to_owned(),
            bare: false,
        };
        let expected = [
            (
                challenge(ChallengeId(3), false),
                vec![
                    Request::Accept(Some(ChallengeId(3))),
                    Request::Decline(Some(ChallengeId(3)), None),
                ],
            ),
            (
                challenge(ChallengeId(4), true),
                vec![
                    Request::Accept(Some(ChallengeId(4))),
                    Request::Cancel(Some(ChallengeId(4))),
                ],
            ),
            (
                in_play(game, true, false),
                vec![
                    Request::Draw(Some(game), DrawAnswer::Offer),
                    Request::ConfirmResign(Some(game)),
                    Request::MyBoard(Some(game)),
                ],
            ),
            (
                in_play(game, false, true),
                vec![
                    Request::Takeback(Some(game), DrawAnswer::Offer),
                    Request::Draw(Some(game), DrawAnswer::Offer),
                    Request::ConfirmResign(Some(game)),
                ],
            ),
            (
                takeback_request(game),
                vec![
                    Request::Takeback(Some(game), DrawAnswer::Accept),
                    Request::Takeback(Some(game), DrawAnswer::Decline),
                ],
            ),
            (
                in_play(game, true, false),
                vec![
                    Request::Draw(Some(game), DrawAnswer::Offer),
                    Request::ConfirmResign(Some(game)),
                    Request::MyBoard(Some(game)),
                ],
            ),
            (confirm_resign(game), vec![Request::Resign(Some(game))]),
            (
                choices(
                    game,
                    &[games::Choice {
                        action: "ty mok".into(),
                        label: "Ty mok".into(),
                        detail: "Continue.".into(),
                    }],
                ),
                vec![act("ty mok")],
            ),
            (
                setup(game, junqi.about.verbs),
                vec![
                    Request::Setup(Some(game), "show".into()),
                    act("flag"),
                    act("random"),
                    act("ready"),
                ],
            ),
            (
                draw_offer(game),
                vec![
                    Request::Draw(Some(game), DrawAnswer::Accept),
                    Request::Draw(Some(game), DrawAnswer::Decline),
                ],
            ),
        ];
        for (buttons, requests) in expected {
            let read: Vec<_> = buttons
                .iter()
                .map(|button| Request::from_button_id(&button.id).unwrap())
                .collect();
            assert_eq!(read, requests);
        }
    }

    #[test]
    fn foreign_or_malformed_ids_are_not_requests() {
        for id in [
            "",
            "umpire",
            "umpire:accept",
            "umpire:accept:x",
            "other:accept:1",
            "umpire:fly:1",
            "umpire:draw:1:maybe",
            "umpire:accept:1:2:3",
            "umpire:act:1:",
        ] {
            assert_eq!(Request::from_button_id(id), None, "{id}");
        }
    }
}
