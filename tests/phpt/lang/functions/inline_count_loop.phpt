--TEST--
count and strlen in a loop, on temporaries, undefined variables and references
--FILE--
<?php
function g() { return [1, 2, 3]; }
$a = ["x" => [1, 2]];
$t = 0;
for ($i = 0; $i < 5; $i++) {
    $t += count(g()) + count($a["x"]) + strlen("ab" . $i);
    $a["x"][] = $i;
}
$r = &$a;
var_dump($t, count($r), count($a, COUNT_RECURSIVE), strlen($nope));
--EXPECTF--

Warning: Undefined variable $nope in %s on line 10

Deprecated: strlen(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 10
int(50)
int(1)
int(8)
int(0)
