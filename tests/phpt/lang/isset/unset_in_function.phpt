--TEST--
unset inside a function only affects the local
--FILE--
<?php
$g = 'global';
function f() { global $g; unset($g); var_dump(isset($g)); }
f();
var_dump($g);
--EXPECT--
bool(false)
string(6) "global"
