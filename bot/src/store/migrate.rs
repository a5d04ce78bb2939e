//! Records of older schema versions brought up to date as they are read, before they are typed.
//!
//! Schema 1 kept the setup time (seconds) and a per-move time of a Junqi game among its rule options; from
//! schema 2 the host's clock holds the setup time, and the per-move time is the challenge's clock.

use serde_json::{Value, json};

/// The options schema 1 kept that are not rule options any more.
const SETUP_TIME: &str = "setup_time";
const MOVE_TIME: &str = "move_time";

/// The first schema whose records no upgrade changes.
pub const UPGRADED_SHAPE: u32 = 2;

/// Brings a game or challenge record to the current schema, in place.
pub fn upgrade(record: &mut Value) {
    let schema = record.get("schema").and_then(Value::as_u64).unwrap_or(1);
    if schema < u64::from(UPGRADED_SHAPE) {
        move_clock_options(record);
    }
}

/// Takes `setup_time` and `move_time` out of a record's options; the first becomes its setup time.
fn move_clock_options(record: &mut Value) {
    let Some(options) = record.get_mut("options").and_then(Value::as_array_mut) else {
        return;
    };
    let mut setup_seconds = None;
    options.retain(|pair| match pair.get(0).and_then(Value::as_str) {
        Some(SETUP_TIME) => {
            setup_seconds = pair
                .get(1)
                .and_then(Value::as_str)
                .and_then(|value| value.parse::<u64>().ok());
            false
        }
        Some(MOVE_TIME) => false,
        _ => true,
    });
    if let (Some(seconds), Some(fields)) = (setup_seconds, record.as_object_mut()) {
        fields.insert("setup_time".into(), json!(seconds.saturating_mul(1000)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schema_one_clock_options_become_the_setup_time() {
        let mut record = json!({
            "schema": 1,
            "options": [["setup_time", "600"], ["move_time", "30"], ["pass_limit", "2"]],
        });
        upgrade(&mut record);
        assert_eq!(record["options"], json!([["pass_limit", "2"]]));
        assert_eq!(record["setup_time"], json!(600_000));
    }

    #[test]
    fn current_records_are_left_alone() {
        let mut record = json!({"schema": 2, "options": [["setup_time", "600"]]});
        let before = record.clone();
        upgrade(&mut record);
        assert_eq!(record, before);
    }

    #[test]
    fn a_stored_record_is_read_straight_when_current_and_through_its_upgrade_when_older() {
        use crate::store::{GameRecord, decode_record};
        let current = GameRecord::for_tests("junqi", 3);
        let bytes = serde_json::to_vec(&current).unwrap();
        assert_eq!(decode_record::<GameRecord>(&bytes).unwrap(), current);

        let mut older = serde_json::to_value(&current).unwrap();
        older["schema"] = json!(1);
        older["options"] = json!([["setup_time", "600"], ["move_time", "30"]]);
        let read: GameRecord = decode_record(&serde_json::to_vec(&older).unwrap()).unwrap();
        assert_eq!(read.setup_time, Some(600_000));
        assert_eq!(read.options, current.options);
    }
}
