--TEST--
urlencode and urldecode round trip all bytes
--FILE--
<?php
$s = ""; for ($i = 0; $i < 256; $i++) $s .= chr($i);
var_dump(urldecode(urlencode($s)) === $s, rawurldecode(rawurlencode($s)) === $s, urlencode($s) === rawurlencode($s));
--EXPECT--
bool(true)
bool(true)
bool(false)
