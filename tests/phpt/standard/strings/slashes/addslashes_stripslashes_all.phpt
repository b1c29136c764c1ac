--TEST--
addslashes and stripslashes over all bytes
--FILE--
<?php
$s = ""; for ($i = 0; $i < 256; $i++) $s .= chr($i);
var_dump(strlen(addslashes($s)), stripslashes(addslashes($s)) === $s);
--EXPECT--
int(260)
bool(true)
