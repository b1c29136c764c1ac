--TEST--
sort functions return true
--FILE--
<?php
$a = [2, 1];
var_dump(sort($a), rsort($a), asort($a), arsort($a), ksort($a), krsort($a), usort($a, fn($x, $y) => 0), natsort($a), natcasesort($a));
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
