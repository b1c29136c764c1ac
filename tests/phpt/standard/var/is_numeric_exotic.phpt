--TEST--
is_numeric on unusual strings
--FILE--
<?php
foreach (["1e+5", "1E-5", "-.5e3", "0.", "00", "-0", "+.1", "1 1", "١", "1\0", "\t\n 5"] as $s) { var_dump(is_numeric($s)); }
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(true)
