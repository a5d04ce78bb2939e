//! Reading what the host answered: the texts sent, a refusal, the game a start opened.

use umpire::host::api::{Arg, Effect, GameId, Span, Target, Text};

/// The effects that reach people: without the receipts the adapter hands back.
pub fn sent(effects: Vec<Effect>) -> Vec<Effect> {
    effects
        .into_iter()
        .filter(|effect| {
            !matches!(
                effect,
                Effect::Done(_) | Effect::Retire(_) | Effect::Think(_)
            )
        })
        .collect()
}

/// The text of every message sent, in order.
pub fn texts(effects: &[Effect]) -> Vec<String> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Send { message, .. } => Some(message.text.to_plain()),
            Effect::OpenPlace { .. }
            | Effect::OpenTournamentPlace { .. }
            | Effect::Done(_)
            | Effect::Retire(_)
            | Effect::Think(_)
            | Effect::Analyse(_) => None,
        })
        .collect()
}

/// The text of every message sent, a line apart.
pub fn all_text(effects: &[Effect]) -> String {
    texts(effects).join("\n")
}

/// The only reply of a refused command: one private reply.
pub fn refusal(effects: &[Effect]) -> String {
    match effects {
        [
            Effect::Send {
                to: Target::Reply,
                message,
            },
        ] if message.private => message.text.to_plain(),
        other => panic!("expected one private reply, got {other:#?}"),
    }
}

/// The game whose place `effects` open, if any.
pub fn opened(effects: &[Effect]) -> Option<GameId> {
    effects.iter().find_map(|effect| match effect {
        Effect::OpenPlace { game, .. } => Some(*game),
        _ => None,
    })
}

/// `effects` with the umpire's commitment to hidden pieces (`fairness-root`) made opaque: its digest
/// differs between games whose hidden pieces differ and tells nothing of them, so the umpire's promise
/// (what one cannot see changes nothing one is shown) holds but for it.
pub fn digests_opaque(effects: &[Effect]) -> Vec<Effect> {
    effects
        .iter()
        .cloned()
        .map(|mut effect| {
            if let Effect::Send { message, .. } = &mut effect {
                message.text = opaque(&message.text);
            }
            effect
        })
        .collect()
}

fn opaque(text: &Text) -> Text {
    Text(
        text.0
            .iter()
            .map(|span| match span {
                Span::Say { key, .. } if key == "fairness-root" => Span::Plain("<root>".into()),
                Span::Say { key, args } => Span::Say {
                    key: key.clone(),
                    args: args
                        .iter()
                        .map(|(name, arg)| match arg {
                            Arg::Text(inner) => (name.clone(), Arg::Text(opaque(inner))),
                            other => (name.clone(), other.clone()),
                        })
                        .collect(),
                },
                other => other.clone(),
            })
            .collect(),
    )
}
