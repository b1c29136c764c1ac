--TEST--
implode reverses explode
--FILE--
<?php
$s = 'one|two||three|';
var_dump(implode('|', explode('|', $s)) === $s);
--EXPECT--
bool(true)
