--TEST--
strpos result at position 0 must be compared strictly
--FILE--
<?php
$p = strpos('abc', 'a');
echo $p == false ? "loose: not found\n" : "loose: found\n";
echo $p === false ? "strict: not found\n" : "strict: found\n";
--EXPECT--
loose: not found
strict: found
