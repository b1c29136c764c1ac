--TEST--
many replacements in a long subject
--FILE--
<?php
$s = str_repeat('word ', 10000);
$r = preg_replace('/o/', '00', $s, -1, $c);
var_dump(strlen($r), $c, substr($r, 0, 12));
--EXPECT--
int(60000)
int(10000)
string(12) "w00rd w00rd "
