--TEST--
isset on string offsets
--FILE--
<?php
$s = "abc";
var_dump(isset($s[0]), isset($s[2]), isset($s[3]), isset($s[-1]), isset($s[-4]), isset($s["1"]), isset($s["x"]), isset($s["1x"]), isset($s[1.5]), isset($s[0][0]), isset($s[0][1]));
--EXPECTF--

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 3
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
