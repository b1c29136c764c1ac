<?php
// str_build: builds a report of 5000 lines with sprintf (padding, floats,
// hex), str_pad, str_repeat and implode, then takes it apart again with
// explode; repeated with a fresh report each round. Prints the total length
// and a crc32 of the last report. $argv[1] overrides the number of rounds.
// @small 2
$rounds = (int)($argv[1] ?? 200);
$total = 0;
$crc = 0;
$csv = "";
for ($r = 0; $r < $rounds; $r++) {
    $rows = [];
    for ($i = 0; $i < 5000; $i++) {
        $rows[] = sprintf("%05d|%-8s|%9.3f|%x|%s|%s", $i, "item" . ($i % 97), ($i + $r) / 7,
            $i * 31, str_pad((string)($i % 1000), 4, "0", STR_PAD_LEFT), str_repeat("-", $i % 5));
    }
    $csv = implode("\n", $rows);
    $lines = explode("\n", $csv);
    $fields = 0;
    foreach ($lines as $line) {
        $fields += count(explode("|", $line));
    }
    $total += strlen($csv) + $fields;
    $crc = ($crc * 31 + crc32($csv)) % 1000000007;
}
echo "str_build ", $rounds, " ", $total, " ", $crc, " ", $lines[1234], "\n";
