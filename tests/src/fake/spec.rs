//! Discord's own description of its HTTP API, vendored in `tests/discord-api-spec/`: which operation a
//! request names, and whether a request or an answer fits that operation's schemas.
//!
//! The document is read and indexed once per process; each schema is compiled the first time it is
//! needed and kept.

use jsonschema::error::ValidationErrorKind;
use jsonschema::{Registry, ValidationError, Validator};
use serde_json::Value;
use std::collections::HashMap;
use std::fmt;
use std::io::Read;
use std::sync::{Arc, LazyLock, Mutex};

/// The URI the document is registered under, so that schemas can point into it.
const DOCUMENT_URI: &str = "urn:discord:openapi";

/// The one way serenity 0.12 departs from the specification, allowed by name: it numbers the attachments
/// of a message (`"attachments": [{"id": 0, …}]`) where the specification wants snowflake strings. Such
/// ids are read as strings before a body is checked; nothing else is forgiven.
pub const SERENITY_NUMBERS_ATTACHMENT_IDS: &str = "attachment ids as integers";

/// A request or an answer that does not fit Discord's specification or documented limits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// The operation, as `METHOD /path/{template}` (or the raw path when no operation matches).
    pub route: String,
    /// Where in the body: a JSON pointer (`/components/0/components/5/label`), or what else is wrong.
    pub field: String,
    /// The rule broken.
    pub rule: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let field = if self.field.is_empty() {
            "(the body)"
        } else {
            &self.field
        };
        write!(f, "{}: {field}: {}", self.route, self.rule)
    }
}

/// One operation of the specification: a method on a path template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Operation {
    /// The HTTP method, upper case.
    pub method: String,
    /// The path template, as the specification writes it (`/channels/{channel_id}/messages`).
    pub template: String,
}

impl Operation {
    /// `METHOD /template`, as violations name it.
    pub fn route(&self) -> String {
        format!("{} {}", self.method, self.template)
    }

    fn pointer(&self) -> String {
        format!(
            "/paths/{}/{}",
            escape(&self.template),
            self.method.to_lowercase()
        )
    }

    fn violation(&self, field: impl Into<String>, rule: impl Into<String>) -> Violation {
        Violation {
            route: self.route(),
            field: field.into(),
            rule: rule.into(),
        }
    }
}

/// The document, its path templates, and the schemas compiled so far.
struct Spec {
    document: Value,
    templates: Vec<(String, Vec<String>)>,
    registry: Registry<'static>,
    validators: Mutex<HashMap<String, Arc<Validator>>>,
}

static SPEC: LazyLock<Spec> = LazyLock::new(Spec::load);

impl Spec {
    fn load() -> Self {
        let packed = include_bytes!("../../discord-api-spec/openapi.json.gz");
        let mut text = String::new();
        flate2::read::GzDecoder::new(&packed[..])
            .read_to_string(&mut text)
            .expect("the vendored specification unpacks");
        let document: Value = serde_json::from_str(&text).expect("the specification is JSON");
        let templates = document["paths"]
            .as_object()
            .expect("the specification has paths")
            .keys()
            .map(|template| (template.clone(), segments(template)))
            .collect();
        let registry = Registry::new()
            .add(DOCUMENT_URI, document.clone())
            .and_then(|registry| registry.prepare())
            .expect("the specification's schemas resolve");
        Self {
            document,
            templates,
            registry,
            validators: Mutex::new(HashMap::new()),
        }
    }

    /// The compiled schema at `pointer` in the document.
    fn validator(&self, pointer: &str) -> Arc<Validator> {
        if let Some(validator) = self.validators.lock().unwrap().get(pointer) {
            return validator.clone();
        }
        let reference =
            serde_json::json!({"$ref": format!("{DOCUMENT_URI}#{}", fragment(pointer))});
        let validator = jsonschema::options()
            .with_registry(&self.registry)
            .should_validate_formats(true)
            .build(&reference)
            .unwrap_or_else(|error| panic!("the schema at {pointer} compiles: {error}"));
        let validator = Arc::new(validator);
        self.validators
            .lock()
            .unwrap()
            .insert(pointer.to_owned(), validator.clone());
        validator
    }

    /// The object at `pointer`, following one `$ref` to a component; with the pointer it was found at.
    fn resolve<'a>(&'a self, pointer: &str) -> Option<(&'a Value, String)> {
        let found = self.document.pointer(pointer)?;
        match found.get("$ref").and_then(Value::as_str) {
            Some(target) => {
                let target = target.strip_prefix('#')?;
                Some((self.document.pointer(target)?, target.to_owned()))
            }
            None => Some((found, pointer.to_owned())),
        }
    }
}

/// The operation `method path` names (`path` without `/api/v10`), preferring literal segments
/// (`/users/@me`) over parameters (`/users/{user_id}`), as OpenAPI requires.
pub fn operation(method: &str, path: &str) -> Option<Operation> {
    let spec = &*SPEC;
    let wanted = segments(path);
    let method = method.to_uppercase();
    spec.templates
        .iter()
        .filter(|(template, parts)| {
            parts.len() == wanted.len()
                && parts
                    .iter()
                    .zip(&wanted)
                    .all(|(part, given)| is_parameter(part) || part == given)
                && spec.document["paths"][template.as_str()]
                    .get(method.to_lowercase())
                    .is_some()
        })
        .max_by_key(|(_, parts)| parts.iter().filter(|part| !is_parameter(part)).count())
        .map(|(template, _)| Operation {
            method,
            template: template.clone(),
        })
}

/// What is wrong with a request to `operation`: its query parameters, and its JSON body (the
/// `payload_json` part of a multipart body) against the operation's request schema.
pub fn check_request(
    operation: &Operation,
    query: Option<&str>,
    body: Option<&Value>,
    multipart: bool,
) -> Vec<Violation> {
    let spec = &*SPEC;
    let mut violations = check_query(operation, query);
    let request_body = format!("{}/requestBody", operation.pointer());
    let Some((declared, pointer)) = spec.resolve(&request_body) else {
        if body.is_some_and(|body| !body.is_null()) {
            violations.push(operation.violation("", "this operation takes no body"));
        }
        return violations;
    };
    let Some(body) = body else {
        if declared["required"] == Value::Bool(true) {
            violations.push(operation.violation("", "a body is required"));
        }
        return violations;
    };
    let media = if multipart && declared["content"].get("multipart/form-data").is_some() {
        "multipart/form-data"
    } else {
        "application/json"
    };
    if declared["content"].get(media).is_none() {
        violations.push(operation.violation("", format!("the body may not be {media}")));
        return violations;
    }
    let schema = format!("{pointer}/content/{}/schema", escape(media));
    let body = with_attachment_ids_as_strings(body);
    violations.extend(check_schema(operation, &schema, &body));
    violations
}

/// What is wrong with an answer `status` (with `body`) to `operation`: a status it does not declare, a
/// body where it declares none or the other way round, or a body that does not fit the schema.
pub fn check_response(operation: &Operation, status: u16, body: Option<&Value>) -> Vec<Violation> {
    let spec = &*SPEC;
    let responses = format!("{}/responses", operation.pointer());
    let class = format!("{}XX", status / 100);
    let declared = [status.to_string(), class, "default".to_owned()]
        .into_iter()
        .find_map(|key| spec.resolve(&format!("{responses}/{key}")));
    let Some((declared, pointer)) = declared else {
        return vec![
            operation.violation("", format!("the status {status} is not an answer it gives")),
        ];
    };
    match (declared["content"].get("application/json").is_some(), body) {
        (false, None) => Vec::new(),
        (false, Some(_)) => vec![operation.violation("", format!("a {status} answer has no body"))],
        (true, None) => vec![operation.violation("", format!("a {status} answer has a body"))],
        (true, Some(body)) => {
            let schema = format!("{pointer}/content/application~1json/schema");
            check_schema(operation, &schema, body)
        }
    }
}

/// The query parameters the operation does not declare, or whose value does not fit the declared type.
fn check_query(operation: &Operation, query: Option<&str>) -> Vec<Violation> {
    let spec = &*SPEC;
    let declared: Vec<&Value> = spec
        .document
        .pointer(&format!("{}/parameters", operation.pointer()))
        .and_then(Value::as_array)
        .map(|parameters| parameters.iter().collect())
        .unwrap_or_default();
    let pairs = query
        .unwrap_or("")
        .split('&')
        .filter(|pair| !pair.is_empty());
    let mut violations = Vec::new();
    for pair in pairs {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        let parameter = declared
            .iter()
            .find(|parameter| parameter["in"] == "query" && parameter["name"] == name);
        let Some(parameter) = parameter else {
            violations.push(operation.violation(format!("?{name}"), "no such query parameter"));
            continue;
        };
        let fits = match parameter["schema"]["type"].as_str() {
            Some("boolean") => matches!(value, "true" | "false"),
            Some("integer") => value.parse::<i64>().is_ok(),
            _ => !value.is_empty(),
        };
        if !fits {
            let kind = parameter["schema"]["type"].as_str().unwrap_or("a value");
            violations
                .push(operation.violation(format!("?{name}"), format!("{value:?} is not {kind}")));
        }
    }
    violations
}

/// Checks `instance` against the schema at `pointer`; each failure is told at the field it is about.
fn check_schema(operation: &Operation, pointer: &str, instance: &Value) -> Vec<Violation> {
    let validator = SPEC.validator(pointer);
    let mut violations = Vec::new();
    for error in validator.iter_errors(instance) {
        leaves(&error, &mut |leaf| {
            violations.push(operation.violation(
                leaf.instance_path().to_string(),
                format!("{}: {leaf}", leaf.kind().keyword()),
            ));
        });
    }
    violations
}

/// Calls `report` with the errors that explain `error`: itself, or inside an `anyOf` or `oneOf` none of
/// whose branches fit, the errors of the branch that came closest: one of the right kind (its `type`
/// fits), then with the fewest errors, then the deepest.
fn leaves(error: &ValidationError<'_>, report: &mut impl FnMut(&ValidationError<'_>)) {
    let branches = match error.kind() {
        ValidationErrorKind::AnyOf { context } | ValidationErrorKind::OneOfNotValid { context } => {
            context
        }
        _ => return report(error),
    };
    let closest = branches
        .iter()
        .filter(|branch| !branch.is_empty())
        .min_by_key(|branch| {
            (
                is_other_kind(branch),
                branch.len(),
                std::cmp::Reverse(depth(branch)),
            )
        });
    match closest {
        Some(branch) => branch.iter().for_each(|inner| leaves(inner, report)),
        None => report(error),
    }
}

/// Whether a branch failed on its discriminator: the object's `type` is another kind's.
fn is_other_kind(branch: &[ValidationError<'_>]) -> bool {
    branch.iter().any(|error| {
        matches!(
            error.kind(),
            ValidationErrorKind::Enum { .. } | ValidationErrorKind::Constant { .. }
        ) && error.instance_path().as_str().ends_with("/type")
    })
}

/// How deep in the instance the deepest error of a branch lies.
fn depth(branch: &[ValidationError<'_>]) -> usize {
    branch
        .iter()
        .map(|error| error.instance_path().as_str().matches('/').count())
        .max()
        .unwrap_or(0)
}

/// `body` with every integer attachment id as a string: see [`SERENITY_NUMBERS_ATTACHMENT_IDS`].
fn with_attachment_ids_as_strings(body: &Value) -> Value {
    let mut body = body.clone();
    for pointer in ["/attachments", "/data/attachments"] {
        let Some(attachments) = body.pointer_mut(pointer).and_then(Value::as_array_mut) else {
            continue;
        };
        for attachment in attachments {
            if let Some(id) = attachment.get("id").and_then(Value::as_u64) {
                attachment["id"] = Value::String(id.to_string());
            }
        }
    }
    body
}

fn segments(path: &str) -> Vec<String> {
    path.trim_matches('/')
        .split('/')
        .map(str::to_owned)
        .collect()
}

fn is_parameter(segment: &str) -> bool {
    segment.starts_with('{') && segment.ends_with('}')
}

/// `token` as one JSON Pointer token.
fn escape(token: &str) -> String {
    token.replace('~', "~0").replace('/', "~1")
}

/// A JSON Pointer as a URI fragment.
fn fragment(pointer: &str) -> String {
    pointer
        .chars()
        .map(|c| match c {
            '{' => "%7B".to_owned(),
            '}' => "%7D".to_owned(),
            '%' => "%25".to_owned(),
            ' ' => "%20".to_owned(),
            c => c.to_string(),
        })
        .collect()
}
