//! Button presses: each button id names a host request; an id the host no longer knows has expired.

use super::Data;
use super::commands::{place_of, user_of};
use super::compose::no_pings;
use super::replies::{Lapsed, Origin, acknowledged_anyway};
use super::retry::{answer_deadline, with_retry, with_retry_before};
use crate::host::api::{Command, Language, Request, UserId, Via};
use serenity::all::{
    ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseMessage, Http,
};

/// Handles one button press: acknowledges it at once, then hands its request to the host.
pub async fn on_press(http: &Http, press: &ComponentInteraction, data: &Data) {
    let Some(request) = data.host.button_request(&press.data.custom_id) else {
        let language = data.host.language_of(
            UserId(press.user.id.get()),
            Language::of_locale(&press.locale),
        );
        let expired = CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(crate::i18n::message(language, "button-expired", &[]))
                .ephemeral(true)
                .allowed_mentions(no_pings()),
        );
        if let Err(error) = with_retry("answering an expired button", || {
            press.create_response(http, expired.clone())
        })
        .await
        {
            tracing::warn!(%error, "could not answer an expired button");
        }
        return;
    };
    let deadline = answer_deadline(press.id);
    let acknowledged = with_retry_before("acknowledging a button", deadline, || {
        press.create_response(http, CreateInteractionResponse::Acknowledge)
    })
    .await;
    match acknowledged.map_err(|error| acknowledged_anyway(error, deadline)) {
        Ok(()) | Err(Ok(())) => {}
        Err(Err(error)) if error.downcast_ref::<Lapsed>().is_some() => {
            tracing::warn!("a button press came too late to answer; dropped");
            return;
        }
        Err(Err(error)) => {
            tracing::warn!(%error, "could not acknowledge a button; handling it anyway");
        }
    }
    // A replay or an analysis is captioned in the language of the client that pressed, for a reader who
    // chose none.
    let mut request = match request {
        Request::Replay(game, _) => Request::Replay(game, Language::of_locale(&press.locale)),
        Request::Analyse(game, _) => Request::Analyse(game, Language::of_locale(&press.locale)),
        request => request,
    };
    // A button that only some may use (a tournament's Cancel) learns it from the member's permissions.
    if let Some(may_manage) = request.may_manage_mut() {
        *may_manage = press
            .member
            .as_ref()
            .and_then(|member| member.permissions)
            .is_some_and(|permissions| permissions.manage_guild());
    }
    let command = Command {
        from: user_of(&press.user),
        place: place_of(press.guild_id, press.channel_id),
        via: Via::Interaction,
        request,
    };
    if let Err(error) = data.handle(command, &Origin::Component(press, http)).await {
        tracing::error!(%error, "the host failed on a button press");
    }
}
