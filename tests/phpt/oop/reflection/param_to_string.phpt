--TEST--
ReflectionParameter::__toString
--FILE--
<?php
const CC = 3;
class K { const Z = 1; }
function f($a, int $b = 5, ?string $c = null, $d = 'str', array $e = [], $f = [1, 2], bool $g = true, float $h = 1.5, &$i = false, $j = CC, $k = K::Z, $l = PHP_EOL, int|string $m = 0, ...$rest) {}
foreach ((new ReflectionFunction('f'))->getParameters() as $p) echo $p, "\n";
echo (new ReflectionFunction('strlen'))->getParameters()[0], "\n";
?>
--EXPECT--
Parameter #0 [ <required> $a ]
Parameter #1 [ <optional> int $b = 5 ]
Parameter #2 [ <optional> ?string $c = NULL ]
Parameter #3 [ <optional> $d = 'str' ]
Parameter #4 [ <optional> array $e = [] ]
Parameter #5 [ <optional> $f = [1, 2] ]
Parameter #6 [ <optional> bool $g = true ]
Parameter #7 [ <optional> float $h = 1.5 ]
Parameter #8 [ <optional> &$i = false ]
Parameter #9 [ <optional> $j = CC ]
Parameter #10 [ <optional> $k = K::Z ]
Parameter #11 [ <optional> $l = PHP_EOL ]
Parameter #12 [ <optional> string|int $m = 0 ]
Parameter #13 [ <optional> ...$rest ]
Parameter #0 [ <required> string $string ]
