--TEST--
base64 round trip of all bytes
--FILE--
<?php
$s = ""; for ($i = 0; $i < 256; $i++) $s .= chr($i);
var_dump(base64_decode(base64_encode($s), true) === $s, strlen(base64_encode($s)));
--EXPECT--
bool(true)
int(344)
