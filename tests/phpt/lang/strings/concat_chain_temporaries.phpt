--TEST--
Chained concatenation and interpolation in a loop leave the operands unchanged (a temporary left side may grow in place, a variable never)
--FILE--
<?php
$a = "foo";
$b = "bar";
$e = "";
$total = "";
for ($i = -2; $i < 3; $i++) {
    $s = $a . $b . $i . $e . $a;
    $t = "$a-$i" . "!";
    $u = $e . $i;
    $v = $s . $s;
    $w = $i . $i;
    $total .= $s . "|" . $t . "|" . $u . "|" . $v . "|" . $w . "\n";
}
echo $total, $a, $b, "\n";
$x = "q";
for ($i = 0; $i < 3; $i++) {
    $x = $x . $x . $i;
}
echo $x, "\n";
--EXPECT--
foobar-2foo|foo--2!|-2|foobar-2foofoobar-2foo|-2-2
foobar-1foo|foo--1!|-1|foobar-1foofoobar-1foo|-1-1
foobar0foo|foo-0!|0|foobar0foofoobar0foo|00
foobar1foo|foo-1!|1|foobar1foofoobar1foo|11
foobar2foo|foo-2!|2|foobar2foofoobar2foo|22
foobar
qq0qq01qq0qq012
