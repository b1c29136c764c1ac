<?php
// json: json_encode (with JSON_PRESERVE_ZERO_FRACTION) and json_decode (to
// arrays) of a 2.5 MB document of 10000 records (ints, floats, bools, null,
// strings with quotes, slashes, control characters and UTF-8, nested lists
// and maps), then a pretty-printed re-encode with JSON_UNESCAPED_SLASHES |
// JSON_UNESCAPED_UNICODE, every round.
// Prints lengths, crc32s and whether the round trip was exact.
// $argv[1] overrides the number of rounds.
// @small 1
$rounds = (int)($argv[1] ?? 9);
$items = [];
for ($i = 0; $i < 10000; $i++) {
    $items[] = [
        "id" => $i,
        "name" => "user " . $i,
        "email" => "u" . $i . "@example.com",
        "url" => "https://example.com/u/" . $i,
        "score" => $i / 3,
        "ratio" => 0.1 * ($i % 100),
        "active" => $i % 3 === 0,
        "note" => $i % 5 === 0 ? null : "line " . $i . "\n\"quoted\"\t\u{e9}t\u{e9} \u{2014} \u{1F600}",
        "tags" => ["t" . ($i % 7), "t" . ($i % 11), "t" . ($i % 13)],
        "pos" => ["x" => $i % 640, "y" => intdiv($i, 640), "z" => -$i * 1.5],
        "empty" => [],
    ];
}
$doc = ["version" => 3, "generated" => "2024-01-01T00:00:00+00:00", "count" => count($items),
    "items" => $items];
$same = 0;
$len = 0;
$crc = 0;
for ($r = 0; $r < $rounds; $r++) {
    $doc["version"] = $r;
    $j = json_encode($doc, JSON_PRESERVE_ZERO_FRACTION);
    $back = json_decode($j, true);
    if ($back === $doc) {
        $same++;
    }
    $pretty = json_encode($back, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
    $len += strlen($j) + strlen($pretty);
    $crc = ($crc * 31 + crc32($j) + crc32($pretty)) % 1000000007;
}
echo "json ", $rounds, " ", $len, " ", $crc, " ", $same, " ", substr($j, 1000, 60), "\n";
