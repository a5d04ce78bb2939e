//! Buttons under messages, and the ids that carry the request a press stands for.
//!
//! An id is `umpire:<verb>:<number>[:<answer>]`; [`Request::from_button_id`] reads it back. Ids hold only
//! public numbers and the public words of a game's actions, never anything secret.

use crate::host::api::{
    Archive, Button, ButtonStyle, ChallengeId, DrawAnswer, GameId, Request, Text, TournamentAct,
    TournamentId, TournamentRequest, User, UserId,
};
use crate::model::Pool;
use games::{GameKind, Phase, Verb};

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
            ("accept", None) => Request::Accept(challenge, None),
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
            ("replay", None) => Request::Replay(game, None),
            ("analyse", None) => Request::Analyse(game, None),
            ("follow", None) => Request::Follow(game, true),
            ("unfollow", None) => Request::Follow(game, false),
            ("leaderboard", Some(list)) if number >= 1 => leaderboard(list, page(number)?)?,
            ("finished", Some(list)) if number >= 1 => finished_games(list, page(number)?)?,
            ("rules", Some(game)) if number >= 1 => Request::Rules {
                game: game.to_owned(),
                page: page(number)?,
            },
            ("help", None) if number >= 1 => Request::Help {
                command: None,
                page: page(number)?,
            },
            ("setup", Some("show")) => Request::Setup(game, "show".to_owned()),
            ("tjoin", None) => tournament(number, TournamentAct::Join),
            ("tleave", None) => tournament(number, TournamentAct::Leave),
            ("tstart", None) => tournament(number, TournamentAct::Start),
            ("tcancel", None) => tournament(number, TournamentAct::Cancel),
            ("act", Some(action)) if !action.is_empty() => Request::Act {
                game,
                text: action.to_owned(),
                bare: false,
            },
            _ => return None,
        })
    }
}

/// A command about tournament `number`; whether the presser may manage the server is the adapter's to
/// tell.
fn tournament(number: u64, act: TournamentAct) -> Request {
    Request::Tournament(TournamentRequest {
        act,
        id: Some(TournamentId(number)),
        may_manage: false,
    })
}

/// A page number carried as an id's number.
fn page(number: u64) -> Option<usize> {
    usize::try_from(number).ok()
}

/// A leaderboard page from its answer `<game>/<players>/<all|here>`.
fn leaderboard(list: &str, page: usize) -> Option<Request> {
    let mut parts = list.split('/');
    let kind: GameKind = parts.next()?.parse().ok()?;
    let players: usize = parts.next()?.parse().ok()?;
    let everyone = match parts.next()? {
        "all" => true,
        "here" => false,
        _ => return None,
    };
    if parts.next().is_some() {
        return None;
    }
    Some(Request::Leaderboard {
        pool: Pool::of(kind, players),
        everyone,
        page,
    })
}

/// A page of finished games from its answer `<here|u<user id>|t<tournament>>/<game|all>`.
fn finished_games(list: &str, page: usize) -> Option<Request> {
    let (whose, kind) = list.split_once('/')?;
    let whose = match whose {
        "here" => Archive::Here,
        tournament if tournament.starts_with('t') => {
            Archive::Tournament(TournamentId(tournament.strip_prefix('t')?.parse().ok()?))
        }
        user => Archive::Of(User {
            id: UserId(user.strip_prefix('u')?.parse().ok()?),
            name: String::new(),
        }),
    };
    let kind = match kind {
        "all" => None,
        kind => Some(kind.parse().ok()?),
    };
    Some(Request::Finished { whose, kind, page })
}

/// A button whose label is the catalogue sentence `label`.
fn button(id: String, label: &str, style: ButtonStyle) -> Button {
    Button {
        id,
        label: Text::key(label),
        style,
    }
}

/// Previous and Next under page `page` of `pages`, each where there is such a page; `id` gives the id of
/// a page's button.
pub fn pages(page: usize, pages: usize, id: impl Fn(usize) -> String) -> Vec<Button> {
    let mut buttons = Vec::new();
    if page > 1 {
        buttons.push(button(
            id(page - 1),
            "button-previous",
            ButtonStyle::Secondary,
        ));
    }
    if page < pages {
        buttons.push(button(id(page + 1), "button-next", ButtonStyle::Secondary));
    }
    buttons
}

/// The id of the button that shows page `page` of the leaderboard of `pool` (everyone's, or this
/// server's).
pub fn leaderboard_page(pool: &Pool, everyone: bool, page: usize) -> String {
    format!(
        "{PREFIX}:leaderboard:{page}:{}/{}/{}",
        pool.game,
        pool.players,
        if everyone { "all" } else { "here" }
    )
}

/// The id of the button that shows page `page` of the rules of `game` (its catalogue id).
pub fn rules_page(game: &str, page: usize) -> String {
    format!("{PREFIX}:rules:{page}:{game}")
}

/// The id of the button that shows page `page` of the command list.
pub fn help_page(page: usize) -> String {
    format!("{PREFIX}:help:{page}")
}

/// The id of the button that shows page `page` of the finished games `whose` (a player's, a tournament's,
/// else this server's), of one kind or all.
pub fn finished_page(whose: &Archive, kind: Option<GameKind>, page: usize) -> String {
    let whose = match whose {
        Archive::Of(user) => format!("u{}", user.id.0),
        Archive::Tournament(id) => id.to_string(),
        Archive::Here | Archive::Mine => "here".to_owned(),
    };
    format!(
        "{PREFIX}:finished:{page}:{whose}/{}",
        kind.map_or("all", |kind| kind.id())
    )
}

/// Unfollow, under the boards a follower gets.
pub fn unfollow(game: GameId) -> Vec<Button> {
    vec![button(
        format!("{PREFIX}:unfollow:{}", game.0),
        "button-unfollow",
        ButtonStyle::Secondary,
    )]
}

/// Accept and Decline under a targeted challenge; Accept and Cancel under an open one.
pub fn challenge(id: ChallengeId, open: bool) -> Vec<Button> {
    let mut buttons = vec![button(
        format!("{PREFIX}:accept:{}", id.0),
        "button-accept",
        ButtonStyle::Primary,
    )];
    if open {
        buttons.push(button(
            format!("{PREFIX}:cancel:{}", id.0),
            "button-cancel",
            ButtonStyle::Secondary,
        ));
    } else {
        buttons.push(button(
            format!("{PREFIX}:decline:{}", id.0),
            "button-decline",
            ButtonStyle::Secondary,
        ));
    }
    buttons
}

/// The buttons under a tournament's announcement while it gathers players: Join, Leave, and Start and
/// Cancel (which only its creator or a member who may manage the server can use).
pub fn tournament_gathering(id: TournamentId) -> Vec<Button> {
    let mut buttons = tournament_arena(id);
    buttons.extend([
        button(
            format!("{PREFIX}:tstart:{}", id.0),
            "button-tournament-start",
            ButtonStyle::Primary,
        ),
        button(
            format!("{PREFIX}:tcancel:{}", id.0),
            "button-tournament-cancel",
            ButtonStyle::Danger,
        ),
    ]);
    buttons
}

/// The buttons under the announcement of an arena being played: late players join it (a paused one comes
/// back), and players leave it.
pub fn tournament_arena(id: TournamentId) -> Vec<Button> {
    vec![
        button(
            format!("{PREFIX}:tjoin:{}", id.0),
            "button-tournament-join",
            ButtonStyle::Primary,
        ),
        button(
            format!("{PREFIX}:tleave:{}", id.0),
            "button-tournament-leave",
            ButtonStyle::Secondary,
        ),
    ]
}

/// The buttons under the board of a finished game: offer its players another one, watch its replay, and
/// analyse it.
pub fn finished(game: GameId) -> Vec<Button> {
    let mut buttons = vec![button(
        format!("{PREFIX}:rematch:{}", game.0),
        "button-rematch",
        ButtonStyle::Primary,
    )];
    buttons.extend(replay(game));
    buttons
}

/// Replay and Analyse, under a finished game shown to anyone.
pub fn replay(game: GameId) -> Vec<Button> {
    vec![
        button(
            format!("{PREFIX}:replay:{}", game.0),
            "button-replay",
            ButtonStyle::Secondary,
        ),
        button(
            format!("{PREFIX}:analyse:{}", game.0),
            "button-analyse",
            ButtonStyle::Secondary,
        ),
    ]
}

/// The buttons under a board while the game goes on: ask to take back one's last move (where takebacks
/// are allowed), offer a draw, resign (asks for confirmation), and, for games with secrets, show one's own
/// board privately.
pub fn in_play(game: GameId, secrets: bool, takeback: bool) -> Vec<Button> {
    let mut buttons = Vec::new();
    if takeback {
        buttons.push(button(
            format!("{PREFIX}:takeback:{}:ask", game.0),
            "button-take-back",
            ButtonStyle::Secondary,
        ));
    }
    buttons.extend([
        button(
            format!("{PREFIX}:draw:{}:offer", game.0),
            "button-offer-draw",
            ButtonStyle::Secondary,
        ),
        button(
            format!("{PREFIX}:resign:{}", game.0),
            "button-resign",
            ButtonStyle::Danger,
        ),
    ]);
    if secrets {
        buttons.push(button(
            format!("{PREFIX}:myboard:{}", game.0),
            "button-my-board",
            ButtonStyle::Primary,
        ));
    }
    buttons
}

/// The buttons of the setup phase: one's own setup shown privately, then a button for each setup word of
/// the game that has one (the last, usually `ready`, as the suggested action). Every answer goes to the
/// presser alone.
pub fn setup(game: GameId, verbs: &[Verb]) -> Vec<Button> {
    let words: Vec<(&str, &str)> = verbs
        .iter()
        .filter(|verb| verb.phase == Phase::Setup)
        .filter_map(|verb| Some((verb.usage, verb.button?)))
        .collect();
    let mut buttons = vec![button(
        format!("{PREFIX}:setup:{}:show", game.0),
        "button-my-setup",
        ButtonStyle::Secondary,
    )];
    for (index, (usage, label)) in words.iter().enumerate() {
        let style = if index + 1 == words.len() {
            ButtonStyle::Primary
        } else {
            ButtonStyle::Secondary
        };
        buttons.push(Button {
            id: format!("{PREFIX}:act:{}:{usage}", game.0),
            label: Text::key(label),
            style,
        });
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
            Button {
                id: format!("{PREFIX}:act:{}:{}", game.0, choice.action),
                label: super::wording::choice_texts(choice).0,
                style,
            }
        })
        .collect()
}

/// The confirmation under "Do you really want to resign?".
pub fn confirm_resign(game: GameId) -> Vec<Button> {
    vec![button(
        format!("{PREFIX}:resign:{}:confirm", game.0),
        "button-yes-resign",
        ButtonStyle::Danger,
    )]
}

/// Accept and Decline under a draw offer.
pub fn draw_offer(game: GameId) -> Vec<Button> {
    vec![
        button(
            format!("{PREFIX}:draw:{}:accept", game.0),
            "button-accept-draw",
            ButtonStyle::Primary,
        ),
        button(
            format!("{PREFIX}:draw:{}:decline", game.0),
            "button-decline-draw",
            ButtonStyle::Secondary,
        ),
    ]
}

/// Accept and Decline under a takeback request.
pub fn takeback_request(game: GameId) -> Vec<Button> {
    vec![
        button(
            format!("{PREFIX}:takeback:{}:accept", game.0),
            "button-accept-takeback",
            ButtonStyle::Primary,
        ),
        button(
            format!("{PREFIX}:takeback:{}:decline", game.0),
            "button-decline-takeback",
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
        let junqi4: games::GameKind = "junqi4".parse().unwrap();
        let act = |text: &str| Request::Act {
            game: Some(game),
            text: text.to_owned(),
            bare: false,
        };
        let expected = [
            (
                challenge(ChallengeId(3), false),
                vec![
                    Request::Accept(Some(ChallengeId(3)), None),
                    Request::Decline(Some(ChallengeId(3)), None),
                ],
            ),
            (
                challenge(ChallengeId(4), true),
                vec![
                    Request::Accept(Some(ChallengeId(4)), None),
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
                finished(game),
                vec![
                    Request::Rematch(Some(game)),
                    Request::Replay(Some(game), None),
                    Request::Analyse(Some(game), None),
                ],
            ),
            (unfollow(game), vec![Request::Follow(Some(game), false)]),
            (
                pages(2, 3, |page| {
                    leaderboard_page(&Pool::of(junqi4, 3), true, page)
                }),
                vec![
                    Request::Leaderboard {
                        pool: Pool::of(junqi4, 3),
                        everyone: true,
                        page: 1,
                    },
                    Request::Leaderboard {
                        pool: Pool::of(junqi4, 3),
                        everyone: true,
                        page: 3,
                    },
                ],
            ),
            (
                pages(1, 2, |page| finished_page(&Archive::Here, None, page)),
                vec![Request::Finished {
                    whose: Archive::Here,
                    kind: None,
                    page: 2,
                }],
            ),
            (
                pages(3, 3, |page| {
                    let bob = User {
                        id: UserId(42),
                        name: "bob".to_owned(),
                    };
                    finished_page(&Archive::Of(bob), Some(junqi), page)
                }),
                vec![Request::Finished {
                    whose: Archive::Of(User {
                        id: UserId(42),
                        name: String::new(),
                    }),
                    kind: Some(junqi),
                    page: 2,
                }],
            ),
            (
                pages(1, 2, |page| {
                    finished_page(&Archive::Tournament(TournamentId(3)), None, page)
                }),
                vec![Request::Finished {
                    whose: Archive::Tournament(TournamentId(3)),
                    kind: None,
                    page: 2,
                }],
            ),
            (
                choices(
                    game,
                    &[games::Choice {
                        action: "ty mok".into(),
                        label: games::refusal::Reason::plain("about-button-cetkaik-tymok"),
                        detail: games::refusal::Reason::plain("note-cetkaik-drawn"),
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
            "umpire:leaderboard:0:jungle/2/all",
            "umpire:leaderboard:1:jungle/2",
            "umpire:leaderboard:1:jungle/2/some",
            "umpire:leaderboard:1:chess/2/all",
            "umpire:finished:1:bob/all",
            "umpire:finished:1:here",
        ] {
            assert_eq!(Request::from_button_id(id), None, "{id}");
        }
    }
}
