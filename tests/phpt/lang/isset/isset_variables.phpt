--TEST--
isset on variables of each type
--FILE--
<?php
$n = null; $z = 0; $e = ""; $f = false; $a = [];
var_dump(isset($n), isset($z), isset($e), isset($f), isset($a), isset($undef));
var_dump(isset($z, $e), isset($z, $n));
--EXPECT--
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
