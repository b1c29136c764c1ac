--TEST--
unset of an offset in a scalar
--FILE--
<?php
$i = 1;
try { unset($i[0]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$n = null;
unset($n['k']);
var_dump($i, $n);
--EXPECT--
Cannot unset offset in a non-array variable
int(1)
NULL
