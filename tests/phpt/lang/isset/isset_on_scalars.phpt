--TEST--
isset on offsets of non-arrays
--FILE--
<?php
$i = 5; $n = null; $b = true;
var_dump(isset($i[0]), isset($n[0]), isset($b[0]));
--EXPECT--
bool(false)
bool(false)
bool(false)
