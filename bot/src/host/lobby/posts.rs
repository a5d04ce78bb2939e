//! How challenges are shown: the post that makes one known, its line in a list, and the list of those
//! waiting.

use crate::host::api::{Command, Message, Millis, Place, Slot, Text};
use crate::host::fairness;
use crate::host::wording;
use crate::host::{Failure, Handled, Host, buttons, reply};
use crate::message::safe::defuse;
use crate::store::ChallengeRecord;

impl Host {
    pub(in crate::host) fn list_challenges(
        &self,
        command: &Command,
        page: usize,
        now: Millis,
    ) -> Handled {
        let server = match command.place {
            Place::Channel { server, .. } => Some(server),
            Place::Direct => None,
        };
        let me = command.from.id;
        let mut lines = Vec::new();
        let mut listed = self.store.challenges_of_user(me)?;
        if let Some(server) = server {
            for record in self.store.challenges_in_server(server)? {
                if !listed.iter().any(|mine| mine.id == record.id) {
                    listed.push(record);
                }
            }
        }
        listed.sort_by_key(|record| record.id);
        for record in listed {
            if record.expires > now {
                lines.push(self.challenge_line(&record)?);
            }
        }
        if lines.is_empty() {
            return Ok(vec![reply(Text::key("no-challenges"))]);
        }
        Ok(vec![reply(crate::host::text::page(
            crate::host::text::Heading::sentence("challenges-heading", Vec::new()),
            lines,
            page,
            "challenges",
        ))])
    }

    /// A waiting challenge in one line: its code, who challenges whom, its terms, where, and when it
    /// expires.
    pub(in crate::host) fn challenge_line(
        &self,
        record: &ChallengeRecord,
    ) -> Result<Text, Failure> {
        let seats = self.seats_of(record)?;
        let to: Vec<String> = record
            .invited
            .iter()
            .map(|user| user.name.clone())
            .collect();
        let open = record.open_seats(seats)
            + record
                .joined
                .iter()
                .filter(|joined| !record.invited.iter().any(|user| user.id == joined.id))
                .count();
        let mut whom = wording::and_list(&to);
        if open > 0 {
            if !to.is_empty() {
                whom = whom.plain(", ");
            }
            whom = whom.say("line-anyone", vec![("open", open.into())]);
        }
        if seats > 2 {
            whom = whom.plain(" ").say(
                "line-seated",
                vec![
                    ("seated", record.seated().len().into()),
                    ("seats", seats.into()),
                ],
            );
        }
        Ok(
            Text::from(format!("{} {} → ", record.id, record.challenger.name))
                .then(whom)
                .plain(": ")
                .then(terms_text(record))
                .plain(" · ")
                .say("line-in", Vec::new())
                .channel(record.channel)
                .plain(" · ")
                .say("line-expires", Vec::new())
                .moment(record.expires),
        )
    }
}

/// The post that makes a challenge known: who challenges whom to what, the open seats, and until when.
pub(super) fn challenge_post(record: &ChallengeRecord, seats: usize) -> Message {
    let names: Vec<String> = record
        .invited
        .iter()
        .map(|user| user.name.clone())
        .collect();
    let invitees = wording::and_list(&names);
    let open = record.open_seats(seats);
    let args = vec![
        ("challenger", record.challenger.name.clone().into()),
        ("invitees", invitees.into()),
        ("terms", terms_text(record).into()),
        ("teams", teams_text(record).unwrap_or_default().into()),
        ("challenge", record.id.to_string().into()),
        ("open", open.into()),
    ];
    let text = if names.is_empty() {
        Text::key_with("challenge-open-post", args)
    } else {
        Text::key_with("challenge-post", args)
    };
    let mut text = text.moment(record.expires).say("sentence-end", Vec::new());
    if let Some(server) = &record.server_seed {
        text = text.plain("\n").then(fairness::seed_line(server));
    }
    Message {
        text,
        buttons: buttons::challenge(record.id, record.invited.is_empty()),
        slot: Some(Slot::Challenge(record.id)),
        ..Message::default()
    }
}

/// ` Teams: alice & bob vs carol & an open seat.` for a game played in teams, with its seats as they will
/// be filled (the challenger's partner is the first player named); `None` where each plays alone.
fn teams_text(record: &ChallengeRecord) -> Option<Text> {
    let seating = record.kind.seating(&record.options).ok()?;
    if games::Seat::all(seating.seats()).all(|seat| seating.partners(seat).is_empty()) {
        return None;
    }
    let mut teams: Vec<(u8, Vec<Text>)> = Vec::new();
    for (seat, user) in super::start::planned_seats(record, &seating)
        .into_iter()
        .enumerate()
    {
        let name = match user {
            Some(user) => wording::player_name(user.id, &user.name),
            None if record.computer.is_some() => Text::key("challenge-seat-bot"),
            None => Text::key("challenge-seat-open"),
        };
        let team = seating.teams[seat];
        match teams.iter_mut().find(|(id, _)| *id == team) {
            Some((_, members)) => members.push(name),
            None => teams.push((team, vec![name])),
        }
    }
    let sides = teams
        .into_iter()
        .map(|(_, members)| wording::joined(members, "title-partners"))
        .collect();
    Some(Text::key_with(
        "challenge-teams",
        vec![("teams", wording::joined(sides, "title-vs").into())],
    ))
}

/// `Jungle, dog_above_wolf=on, 2 h per move, rated` or `Junqi, 10 min to set up, 1 h per move, casual`:
/// the game's name and options as they are typed, the times from the catalogue, and whether it is rated.
fn terms_text(record: &ChallengeRecord) -> Text {
    let mut text = wording::game_name(record.kind);
    for word in record.options.words() {
        text = text.plain(format!(", `{}`", defuse(&word)));
    }
    if let Some(setup) = record.setup_time {
        text = text.say("list-comma", Vec::new()).say(
            "setup-time",
            vec![("span", crate::clock::span_text(setup).into())],
        );
    }
    text = text.say("list-comma", Vec::new()).then(record.clock.text());
    if let Some(level) = record.computer {
        text = text.say("with-bot-seats", vec![("level", u32::from(level).into())]);
    }
    text.say("list-comma", Vec::new()).say(
        if record.casual {
            "terms-casual"
        } else {
            "terms-rated"
        },
        Vec::new(),
    )
}
