<?php
// micro/str_concat: building short strings with `.` (string and integer
// operands) and interpolation; the results are thrown away after measuring.
// $argv[1] overrides the count.
// @small 100000
$n = (int)($argv[1] ?? 5000000);
$a = "foo";
$b = "bar";
$len = 0;
for ($i = 0; $i < $n; $i++) {
    $s = $a . $b . $i;
    $t = "$a-$i";
    $len += strlen($s) + strlen($t);
}
echo "str_concat ", $n, " ", $len, "\n";
