--TEST--
utf8_encode and utf8_decode round trip
--FILE--
<?php
$s = ""; for ($i = 0; $i < 256; $i++) $s .= chr($i);
var_dump(@utf8_decode(@utf8_encode($s)) === $s);
--EXPECT--
bool(true)
