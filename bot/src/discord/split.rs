//! Long texts cut into messages Discord accepts (at most 2000 characters each, the mentions that lead
//! them included).

use crate::host::api::Message;
use serenity::all::constants::MESSAGE_CODE_LIMIT;

/// `message` as one or more messages within Discord's length limit: the text, written the way Discord
/// reads it (channel links `<#id>`, live timestamps `<t:…>`), is cut at line breaks where it can (else at
/// the limit), leaving room for the mentions that lead it; those go with the first part only, so a long
/// message pings once; only the first part takes the place of a pressed message, so none of the others
/// replaces it in turn; and the image, the file and the buttons go with the last part.
pub fn into_parts(message: &Message) -> Vec<Message> {
    let lead = super::compose::mentions_lead(message).chars().count();
    let pieces = cut(
        &message.text.to_plain(),
        MESSAGE_CODE_LIMIT.saturating_sub(lead).max(1),
    );
    let last = pieces.len() - 1;
    pieces
        .into_iter()
        .enumerate()
        .map(|(index, text)| {
            let mut part = Message {
                text: text.into(),
                ..message.clone()
            };
            if index > 0 {
                // Only the first part takes the place of a pressed message: the others follow it.
                part.ping = Vec::new();
                part.replaces_pressed = false;
            }
            if index < last {
                part.image = None;
                part.file = None;
                part.buttons = Vec::new();
            }
            part
        })
        .collect()
}

/// A part's text as Discord shows it: led by the mentions of the users it notifies.
pub fn shown(part: &Message) -> String {
    super::compose::content_of(part)
}

/// Cuts `text` into pieces of at most `limit` characters, preferring blank lines (so that a text of
/// screens, like a game's rules, goes out a screen or more per message), then line breaks; never empty.
fn cut(text: &str, limit: usize) -> Vec<String> {
    let mut pieces = Vec::new();
    let mut current = String::new();
    let mut current_len = 0;
    for line in text.split_inclusive('\n') {
        let mut line = line;
        loop {
            let line_len = line.chars().count();
            if current_len + line_len <= limit {
                current.push_str(line);
                current_len += line_len;
                break;
            }
            if current_len > 0 {
                match current.rfind("\n\n").map(|at| at + 2) {
                    Some(at) if at < current.len() => {
                        let rest = current.split_off(at);
                        pieces.push(std::mem::replace(&mut current, rest));
                        current_len = current.chars().count();
                    }
                    _ => {
                        pieces.push(std::mem::take(&mut current));
                        current_len = 0;
                    }
                }
                continue;
            }
            let split_at = line
                .char_indices()
                .nth(limit)
                .map_or(line.len(), |(at, _)| at);
            pieces.push(line[..split_at].to_owned());
            line = &line[split_at..];
        }
    }
    if current_len > 0 || pieces.is_empty() {
        pieces.push(current);
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_texts_stay_whole() {
        assert_eq!(cut("a\nb", 10), vec!["a\nb"]);
        assert_eq!(cut("", 10), vec![""]);
    }

    #[test]
    fn long_texts_are_cut_at_line_breaks_then_at_the_limit() {
        assert_eq!(cut("aaaa\nbbbb\ncc", 10), vec!["aaaa\nbbbb\n", "cc"]);
        assert_eq!(cut("abcdefghijkl", 5), vec!["abcde", "fghij", "kl"]);
        assert_eq!(cut("ab\ncdefghij", 4), vec!["ab\n", "cdef", "ghij"]);
        let text = "é".repeat(4500);
        let pieces = cut(&text, 2000);
        assert!(pieces.iter().all(|piece| piece.chars().count() <= 2000));
        assert_eq!(pieces.concat(), text);
    }

    #[test]
    fn paragraphs_stay_together_where_they_fit() {
        assert_eq!(
            cut("aaaa\n\nbbb\nccc\ndd", 12),
            vec!["aaaa\n\n", "bbb\nccc\ndd"]
        );
        assert_eq!(cut("aa\n\nbb\n\ncc", 20), vec!["aa\n\nbb\n\ncc"]);
    }

    #[test]
    fn a_rules_text_of_screens_goes_out_whole_screens_per_message() {
        let cetkaik: games::GameKind = "cetkaik".parse().unwrap();
        let rules = games::texts::english(&games::refusal::Reason::new(
            "about-rules-cetkaik",
            Vec::new(),
        ));
        assert_eq!(cetkaik.about.rules_key(), "about-rules-cetkaik");
        let text = format!("Cetkaik\n{rules}\nIn play: …");
        let parts = cut(&text, MESSAGE_CODE_LIMIT);
        assert_eq!(parts.len(), 3, "{parts:#?}");
        assert!(parts[0].starts_with("Cetkaik\nCetkaik (机戦)"));
        assert!(parts[1].starts_with("The sticks:"), "{}", parts[1]);
        assert!(parts[2].starts_with("Scores:"), "{}", parts[2]);
    }

    #[test]
    fn a_long_message_that_pings_is_cut_at_the_real_limit_and_pings_once() {
        let message = Message {
            text: "y".repeat(3_990).into(),
            ping: vec![
                crate::host::api::UserId(123_456_789_012_345_678),
                crate::host::api::UserId(223_456_789_012_345_678),
            ],
            ..Message::default()
        };
        let parts = into_parts(&message);
        assert_eq!(parts.len(), 3, "the two leading mentions take room");
        for part in &parts {
            let shown = super::super::compose::content_of(part);
            assert!(
                shown.chars().count() <= MESSAGE_CODE_LIMIT,
                "{}",
                shown.len()
            );
        }
        assert_eq!(parts[0].ping, message.ping);
        assert!(parts[1..].iter().all(|part| part.ping.is_empty()));
        let page = Message {
            replaces_pressed: true,
            ..message.clone()
        };
        let parts = into_parts(&page);
        assert!(parts[0].replaces_pressed);
        assert!(
            parts[1..].iter().all(|part| !part.replaces_pressed),
            "the rest of a long page follows it rather than replacing it in turn"
        );
        let text: String = parts.iter().map(|part| part.text.to_plain()).collect();
        assert_eq!(text, message.text.to_plain(), "nothing is lost");
    }

    #[test]
    fn the_image_and_buttons_go_with_the_last_part() {
        let message = Message {
            text: "x".repeat(2500).into(),
            buttons: vec![crate::host::api::Button {
                id: "umpire:resign:1".into(),
                label: "Resign".into(),
                style: crate::host::api::ButtonStyle::Danger,
            }],
            private: true,
            ..Message::default()
        };
        let parts = into_parts(&message);
        assert_eq!(parts.len(), 2);
        assert!(parts[0].buttons.is_empty() && parts[0].private);
        assert_eq!(parts[1].buttons, message.buttons);
    }
}
