--TEST--
an exception in the usort callback
--FILE--
<?php
$a = [3, 1, 2];
try {
    usort($a, function ($x, $y) { throw new Exception('boom'); });
} catch (Exception $e) {
    echo $e->getMessage(), "\n";
}
var_dump(count($a));
--EXPECT--
boom
int(3)
