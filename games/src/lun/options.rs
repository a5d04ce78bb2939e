//! Lún Jungi's rule options: none. The rules text has one source and every open point has one reading
//! (the module docs of [`super`] list them), so there is nothing for players to choose.

use crate::options::{OptionError, OptionSpec, RuleOptions, unknown_option};
use serde::{Deserialize, Serialize};

/// Lún Jungi's rule options: there are none; the type exists because every game has one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LunOptions {}

impl RuleOptions for LunOptions {
    fn specs() -> &'static [OptionSpec] {
        &[]
    }

    fn set(&mut self, name: &str, _value: &str) -> Result<(), OptionError> {
        Err(unknown_option("game-lun", name, Self::specs()))
    }

    fn values(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_no_options_to_set() {
        assert!(LunOptions::specs().is_empty());
        let error = LunOptions::from_pairs([("hobbling", "on")]).unwrap_err();
        assert!(error.to_string().contains("no rule options"), "{error}");
        assert!(LunOptions::default().non_default().is_empty());
    }
}
