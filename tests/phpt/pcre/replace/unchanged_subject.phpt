--TEST--
a subject without matches comes back unchanged
--FILE--
<?php
$s = 'nothing here';
$r = preg_replace('/\d/', '', $s);
var_dump($r === $s, $r);
--EXPECT--
bool(true)
string(12) "nothing here"
