<?php
// preg_callback: rewrites a ~250 KB text of generated prose each round with
// preg_replace_callback (closures reading groups, named groups, a limit and
// a count), preg_replace_callback_array with several patterns, and
// preg_replace with backreferences ($1, \2, ${1}) and with pattern arrays.
// Prints lengths, counts and a crc32 of the results. $argv[1] overrides
// the rounds.
// @small 1
$rounds = (int)($argv[1] ?? 28);
$words = ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "Alice",
    "Bob", "price", "total", "item", "order", "date", "value"];
$x = 11;
$buf = [];
for ($i = 0; $i < 36000; $i++) {
    $x = ($x * 1103515245 + 12345) & 0x7fffffff;
    $w = $words[$x % 16];
    switch (($x >> 6) % 8) {
        case 0: $buf[] = $w . " " . (($x >> 10) % 1000); break;
        case 1: $buf[] = "2026-" . sprintf("%02d-%02d", 1 + ($x >> 9) % 12, 1 + ($x >> 13) % 28); break;
        case 2: $buf[] = "<" . $w . ">"; break;
        case 3: $buf[] = ucfirst($w) . "."; break;
        case 4: $buf[] = "$" . (($x >> 8) % 500) . "." . sprintf("%02d", $x % 100); break;
        default: $buf[] = $w; break;
    }
}
$text = implode(" ", $buf);
$crc = 0;
$sum = 0;
for ($r = 0; $r < $rounds; $r++) {
    // preg_replace_callback: numbers doubled, words capitalised
    $t1 = preg_replace_callback('/\d+/', function ($m) { return (string)($m[0] * 2); }, $text, -1, $c1);
    $t2 = preg_replace_callback('/\b([a-z])([a-z]*)\b/', fn($m) => strtoupper($m[1]) . $m[2], $text);
    $t3 = preg_replace_callback('/(?<y>\d{4})-(?<m>\d\d)-(?<d>\d\d)/',
        fn($m) => $m['d'] . '/' . $m['m'] . '/' . $m['y'], $text, 5000, $c3);
    $sum += $c1 + $c3 + strlen($t1) + strlen($t2);
    $crc = crc32($crc . crc32($t1) . crc32($t2) . crc32($t3));
    // preg_replace_callback_array
    $t4 = preg_replace_callback_array([
        '/<(\w+)>/' => fn($m) => '[' . strtoupper($m[1]) . ']',
        '/\$(\d+)\.(\d\d)/' => fn($m) => 'EUR' . ($m[1] + 1) . ',' . $m[2],
        '/\b[A-Z]\w*\./' => fn($m) => strrev($m[0]),
    ], $text, -1, $c4);
    $sum += $c4 + strlen($t4);
    $crc = crc32($crc . crc32($t4));
    // preg_replace with backreferences
    $t5 = preg_replace('/(\d{4})-(\d\d)-(\d\d)/', '$3.$2.$1', $text);
    $t6 = preg_replace('/\b(\w)(\w*)\b/', '\2\1ay', $text);
    $t7 = preg_replace('/(quick|lazy) (\w+)/', '${1}_$2', $text, -1, $c7);
    $t8 = preg_replace(['/\s+/', '/([<>])/', '/o+/i'], [' ', '\\\\$1', '0'], $text);
    $sum += $c7 + strlen($t5) + strlen($t6) + strlen($t8);
    $crc = crc32($crc . crc32($t5) . crc32($t6) . crc32($t7) . crc32($t8));
}
echo substr($t4, 0, 60), "\n";
echo strlen($text), " ", $sum, " ", $crc, "\n";
