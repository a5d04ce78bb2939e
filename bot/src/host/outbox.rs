//! The outbox: what a committed change says, stored in the same atomic write as the change and delivered
//! again after a crash until the adapter says it was delivered.
//!
//! A parcel holds the effects as JSON (a board image as the view it is drawn from), encoded images apart,
//! and where answers to the command went, so that an
//! answer meant for the command's author can still reach them after a restart: in the channel where they
//! asked, or by direct message when it was private.
//!
//! Every move writes a parcel, so its body is kept small: the JSON compressed with LZ4 (a view's JSON
//! repeats itself and shrinks about fivefold), behind a byte that names the format. A body written before
//! compression starts with the JSON's own `{` and is read as it is.

use super::api::{Command, Effect, Image, Picture, Place, Receipt, Target, UserId};
use crate::store::{Parcel, ParcelId};
use serde::{Deserialize, Serialize};

/// Whom a command's answers ([`Target::Reply`]) are for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Asker {
    /// Who gave the command.
    pub user: UserId,
    /// Where.
    pub place: Place,
}

impl Asker {
    /// Whom `command`'s answers are for.
    pub fn of(command: &Command) -> Self {
        Asker {
            user: command.from.id,
            place: command.place,
        }
    }
}

/// The first byte of a body that is LZ4-compressed JSON, its uncompressed length in front.
const LZ4_JSON: u8 = 1;

/// A parcel's body.
#[derive(Serialize, Deserialize)]
struct Body {
    asker: Option<Asker>,
    effects: Vec<Effect>,
}

/// The parcel of `effects`, answers going to `asker`; `None` when there is nothing to say.
pub fn pack(effects: &[Effect], asker: Option<Asker>) -> Option<Parcel> {
    if effects.is_empty() {
        return None;
    }
    let blobs = effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Send {
                message:
                    super::api::Message {
                        image:
                            Some(Image {
                                picture: Picture::Encoded { bytes },
                                ..
                            }),
                        ..
                    },
                ..
            } => Some(bytes.clone()),
            _ => None,
        })
        .collect();
    let body = Body {
        asker,
        effects: effects.to_vec(),
    };
    let json = serde_json::to_vec(&body).expect("effects serialise");
    let mut compressed = vec![LZ4_JSON];
    compressed.extend(lz4_flex::compress_prepend_size(&json));
    Some(Parcel {
        body: compressed,
        blobs,
    })
}

/// The JSON of a parcel's body, whichever way it was written.
fn body_json(body: &[u8]) -> Result<std::borrow::Cow<'_, [u8]>, serde_json::Error> {
    match body.split_first() {
        Some((&LZ4_JSON, compressed)) => lz4_flex::decompress_size_prepended(compressed)
            .map(std::borrow::Cow::Owned)
            .map_err(<serde_json::Error as serde::de::Error>::custom),
        _ => Ok(std::borrow::Cow::Borrowed(body)),
    }
}

/// The effects of a parcel, to deliver again: images put back, answers to the command's author sent where
/// they asked (privately by direct message), and ending with the receipt.
pub fn unpack(id: ParcelId, parcel: &Parcel) -> Result<Vec<Effect>, serde_json::Error> {
    let body: Body = serde_json::from_slice(&body_json(&parcel.body)?)?;
    let mut blobs = parcel.blobs.iter();
    let mut effects: Vec<Effect> = body
        .effects
        .into_iter()
        .filter_map(|effect| match effect {
            Effect::Send { to, mut message } => {
                if let Some(Image {
                    picture: Picture::Encoded { bytes },
                    ..
                }) = message.image.as_mut()
                {
                    *bytes = blobs.next().cloned().unwrap_or_default();
                }
                let to = match (to, body.asker) {
                    (Target::Reply, Some(asker)) => match asker.place {
                        Place::Channel { channel, .. } if !message.private => {
                            Target::Channel(channel)
                        }
                        _ => Target::Direct(asker.user),
                    },
                    (Target::Reply, None) => return None,
                    (to, _) => to,
                };
                Some(Effect::Send { to, message })
            }
            other => Some(other),
        })
        .collect();
    effects.push(Effect::Done(Receipt(id)));
    Ok(effects)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::api::{ChannelId, Drawing, GameId, Image, Message, ServerId};
    use games::{Audience, GameKind};

    fn message(text: &str, private: bool, png: Option<&[u8]>) -> Message {
        Message {
            text: text.into(),
            image: png.map(|png| Image {
                file_name: "board.png".into(),
                picture: Picture::Encoded {
                    bytes: png.to_vec(),
                },
                alt: "An empty board.".into(),
            }),
            private,
            ..Message::default()
        }
    }

    /// A message with the start of Junqi drawn from `audience`'s view.
    fn board_message(audience: Audience) -> Message {
        let kind: GameKind = "junqi".parse().expect("a game");
        let settings = kind.check_options(&[]).expect("the standard options");
        let game = kind.create(&settings, 4).expect("a game");
        Message {
            text: "a board".into(),
            image: Some(Image {
                file_name: "game-4-0.png".into(),
                picture: Picture::Board(Box::new(Drawing {
                    view: game.view(audience),
                    style: render::Style::default(),
                })),
                alt: "The board.".into(),
            }),
            ..Message::default()
        }
    }

    #[test]
    fn a_parcel_gives_back_its_effects_with_images_and_answers_where_they_were_asked() {
        let asker = Asker {
            user: UserId(5),
            place: Place::Channel {
                server: ServerId(1),
                channel: ChannelId(9),
            },
        };
        let effects = vec![
            Effect::OpenPlace {
                game: GameId(3),
                parent: ChannelId(9),
                title: "#3".into(),
                linked_in: None,
            },
            Effect::Send {
                to: Target::Game(GameId(3)),
                message: message("board", false, Some(b"png one")),
            },
            Effect::Send {
                to: Target::Reply,
                message: message("public answer", false, None),
            },
            Effect::Send {
                to: Target::Reply,
                message: message("private answer", true, Some(b"png two")),
            },
        ];
        let parcel = pack(&effects, Some(asker)).unwrap();
        assert_eq!(parcel.blobs, [b"png one".to_vec(), b"png two".to_vec()]);
        let again = unpack(7, &parcel).unwrap();
        assert_eq!(again[0], effects[0]);
        assert_eq!(again[1], effects[1]);
        assert_eq!(
            again[2],
            Effect::Send {
                to: Target::Channel(ChannelId(9)),
                message: message("public answer", false, None),
            }
        );
        assert_eq!(
            again[3],
            Effect::Send {
                to: Target::Direct(UserId(5)),
                message: message("private answer", true, Some(b"png two")),
            }
        );
        assert_eq!(again[4], Effect::Done(Receipt(7)));
        assert!(pack(&[], None).is_none());
    }

    #[test]
    fn a_board_is_stored_as_the_view_it_is_drawn_from_and_drawn_alike_after_a_restart() {
        let effects: Vec<Effect> = [Audience::Public, Audience::Seat(games::Seat(1))]
            .into_iter()
            .map(|audience| Effect::Send {
                to: Target::Game(GameId(4)),
                message: board_message(audience),
            })
            .collect();
        let parcel = pack(&effects, None).unwrap();
        assert!(parcel.blobs.is_empty(), "no image is encoded to be stored");
        let again = unpack(2, &parcel).unwrap();
        assert_eq!(again[..2], effects[..]);
        let drawn = |effect: &Effect| match effect {
            Effect::Send { message, .. } => message
                .image
                .as_ref()
                .unwrap()
                .bytes()
                .unwrap()
                .into_owned(),
            other => panic!("{other:?}"),
        };
        assert!(drawn(&again[0]).starts_with(b"\x89PNG"));
        assert_eq!(drawn(&again[0]), drawn(&effects[0]));
        assert_eq!(drawn(&again[1]), drawn(&effects[1]));
        assert_ne!(
            drawn(&again[0]),
            drawn(&again[1]),
            "each audience its own board"
        );
    }

    #[test]
    fn a_parcel_stored_with_its_images_encoded_still_delivers_them() {
        let effects = vec![Effect::Send {
            to: Target::Game(GameId(3)),
            message: message("board", false, Some(b"png one")),
        }];
        let mut parcel = pack(&effects, None).unwrap();
        let body = String::from_utf8(body_json(&parcel.body).unwrap().into_owned()).unwrap();
        let before = body.replace(r#""picture":{"Encoded":{}},"#, "");
        assert_ne!(before, body, "the stored image names its picture");
        parcel.body = before.into_bytes();
        assert_eq!(unpack(3, &parcel).unwrap()[0], effects[0]);
    }

    #[test]
    fn a_body_is_stored_compressed_and_one_written_as_plain_json_still_reads() {
        let effects = vec![Effect::Send {
            to: Target::Game(GameId(4)),
            message: board_message(Audience::Public),
        }];
        let parcel = pack(&effects, None).unwrap();
        let json = serde_json::to_vec(&Body {
            asker: None,
            effects: effects.clone(),
        })
        .unwrap();
        assert_eq!(parcel.body[0], LZ4_JSON);
        assert!(
            parcel.body.len() * 3 < json.len(),
            "{} bytes stored for {} of JSON",
            parcel.body.len(),
            json.len()
        );
        let plain = Parcel {
            body: json,
            blobs: Vec::new(),
        };
        assert_eq!(unpack(4, &plain).unwrap(), unpack(4, &parcel).unwrap());
        assert_eq!(unpack(4, &parcel).unwrap()[0], effects[0]);
        let damaged = Parcel {
            body: parcel.body[..parcel.body.len() / 2].to_vec(),
            blobs: Vec::new(),
        };
        assert!(unpack(4, &damaged).is_err(), "a damaged body is refused");
    }
}
