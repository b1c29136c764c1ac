--TEST--
strcmp, strcasecmp, str_starts_with, str_ends_with, str_repeat and crc32 in hot loops (their fast forms) and with arguments left to the built-ins
--FILE--
<?php
// strcmp, strcasecmp, str_starts_with, str_ends_with, str_repeat and crc32
// in hot loops (their fast forms) and with arguments the fast forms leave
// to the built-ins.
$pairs = [["a", "b"], ["b", "a"], ["abc", "abd"], ["", ""], ["", "x"], ["x", ""],
    ["Hello", "hello"], ["HELLO", "hellO"], ["\xff", "\x00"], ["ab", "abc"], ["10", "9"],
    [10, "10"], [1.5, "1.5"], [null, ""], [true, "1"]];
$out = [];
for ($round = 0; $round < 3; $round++) {
    foreach ($pairs as [$x, $y]) {
        $out[] = @strcmp($x, $y) . "/" . @strcasecmp($x, $y) . "/"
            . (int) @str_starts_with($x, $y) . (int) @str_ends_with($x, $y);
    }
}
echo implode(" ", array_slice($out, 0, count($pairs))), "\n";
echo count(array_unique($out)), "\n";
$r = [];
for ($i = 0; $i < 3; $i++) {
    $r[] = str_repeat("ab", $i) . "|" . str_repeat("", 5) . "|" . strlen(str_repeat("x", 5000 + $i));
    $r[] = str_repeat(7, 2) . str_repeat("-", true);
    $r[] = crc32("The quick brown fox jumped over the lazy dog.") . " " . crc32("") . " " . crc32("\x00\xff" . $i) . " " . crc32(12345);
}
echo implode("\n", $r), "\n";
try {
    str_repeat("x", -1);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
try {
    strcmp([], "a");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
echo strcmp(null, "a"), "\n";
--EXPECTF--
-1/-1/00 1/1/00 -1/-1/00 0/0/11 -1/-1/00 1/1/11 -32/0/00 -32/0/00 255/255/00 -1/-1/00 -8/-8/00 0/0/11 0/0/11 0/0/11 0/0/11
7
||5000
77-
2191738434 0 1253840076 3421846044
ab||5001
77-
2191738434 0 1035674714 3421846044
abab||5002
77-
2191738434 0 2763159008 3421846044
str_repeat(): Argument #2 ($times) must be greater than or equal to 0
strcmp(): Argument #1 ($string1) must be of type string, array given

Deprecated: strcmp(): Passing null to parameter #1 ($string1) of type string is deprecated in %s on line 34
-1
