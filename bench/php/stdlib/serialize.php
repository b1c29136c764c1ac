<?php
// serialize: serialize and unserialize a 3 MB nested structure (int and
// string keys, ints, negative and fractional floats, bools, null, binary
// strings, nested lists and maps, a shared sub-array) every round. Prints
// lengths, crc32s and whether the round trip was exact.
// $argv[1] overrides the number of rounds.
// @small 1
$rounds = (int)($argv[1] ?? 12);
$shared = ["x" => 1, "y" => [1.5, 2.5], "z" => "shared"];
$data = [];
for ($i = 0; $i < 10000; $i++) {
    $data["rec" . $i] = [
        $i,
        -$i * 7,
        $i / 9,
        $i % 2 === 0,
        null,
        "name " . $i,
        str_repeat(chr(65 + $i % 26), $i % 20) . "\0\"\n;",
        ["a" => $i % 10, "b" => [$i, $i + 1, $i + 2], 10 => "ten", -5 => 1e100],
        $shared,
        ($i * 1103515245) & 0x7fffffff,
    ];
}
$same = 0;
$len = 0;
$crc = 0;
for ($r = 0; $r < $rounds; $r++) {
    $data["round"] = $r;
    $s = serialize($data);
    $back = unserialize($s);
    if ($back === $data) {
        $same++;
    }
    $len += strlen($s) + count($back);
    $crc = ($crc * 31 + crc32($s)) % 1000000007;
}
echo "serialize ", $rounds, " ", $len, " ", $crc, " ", $same, " ", substr($s, 2000, 70), "\n";
