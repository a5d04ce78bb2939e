# 裁判的承诺：开局前公布，终局后核查（docs/fairness.md）。

fairness-seed-hash = 裁判种子已承诺：SHA-256 { $hash }
fairness-root = 裁判对全部暗子的承诺：默克尔根 { $root }
fairness-verify-hint = 发送 verify #{ $game } 核查裁判。
verify-verified = 第 { $game } 局核查通过：每项公开均与裁判的承诺相符，重放所得的公开记录与原记录一致。
verify-failed = 第 { $game } 局核查未通过：{ $why }
verify-nothing = 第 { $game } 局没有暗子，也不抽取随机数，无需核查。
