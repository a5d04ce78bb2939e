//! Reading `set KEY VALUE`: a user's own settings, and a server's language.

use super::ParseError;
use crate::host::api::{LabelPreference, Language, Orientation, Request, Setting, Text};
use crate::message::safe::echo;

pub(super) fn parse_setting(rest: &[&str]) -> Result<Request, ParseError> {
    let on_off = |value: &str, key: &str| match value.to_lowercase().as_str() {
        "on" | "yes" => Ok(true),
        "off" | "no" => Ok(false),
        _ => Err(ParseError(Text::key_with(
            "set-on-off",
            vec![("key", key.into())],
        ))),
    };
    let setting = match rest {
        [] => return Ok(Request::Settings),
        [key, value] => (key.to_lowercase(), value.to_lowercase()),
        _ => return Err(ParseError::key("set-hint")),
    };
    if matches!(setting.0.as_str(), "server-language" | "server-lang") {
        let language = match setting.1.as_str() {
            "auto" => None,
            code => match Language::of_locale(code).or(match code {
                "english" => Some(Language::En),
                "chinese" | "中文" | "cn" => Some(Language::Zh),
                _ => None,
            }) {
                Some(language) => Some(language),
                None => return Err(ParseError::key("set-server-language-hint")),
            },
        };
        return Ok(Request::ServerLanguage {
            language,
            may_manage: false,
        });
    }
    let setting = match (setting.0.as_str(), setting.1.as_str()) {
        ("labels", "english" | "en") => Setting::Labels(LabelPreference::English),
        ("labels", "chinese" | "zh" | "cn") => Setting::Labels(LabelPreference::Chinese),
        ("labels", other) => {
            return Err(ParseError(Text::key_with(
                "set-labels-hint",
                vec![("value", echo(other).into())],
            )));
        }
        ("ping", value) => Setting::Ping(on_off(value, "ping")?),
        ("coordinates" | "coords", value) => Setting::Coordinates(on_off(value, "coordinates")?),
        ("orientation" | "board", "own" | "mine" | "flip") => {
            Setting::Orientation(Orientation::Own)
        }
        ("orientation" | "board", "fixed" | "standard") => Setting::Orientation(Orientation::Fixed),
        ("orientation" | "board", _) => {
            return Err(ParseError::key("set-orientation-hint"));
        }
        ("language" | "lang", "auto") => Setting::Language(None),
        ("language" | "lang", code) => match Language::of_locale(code).or(match code {
            "english" => Some(Language::En),
            "chinese" | "中文" | "cn" => Some(Language::Zh),
            _ => None,
        }) {
            Some(language) => Setting::Language(Some(language)),
            None => {
                return Err(ParseError::key("set-language-hint"));
            }
        },
        _ => return Err(ParseError::key("set-hint")),
    };
    Ok(Request::Set(setting))
}
