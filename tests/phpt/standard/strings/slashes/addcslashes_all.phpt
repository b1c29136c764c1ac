--TEST--
addcslashes over all bytes
--FILE--
<?php
$s = ""; for ($i = 0; $i < 256; $i++) $s .= chr($i);
$e = addcslashes($s, "\0..\377");
var_dump(strlen($e), md5($e), stripcslashes($e) === $s);
--EXPECT--
int(820)
string(32) "ab6535d046637d68c8d92d6e94e5eb60"
bool(false)
