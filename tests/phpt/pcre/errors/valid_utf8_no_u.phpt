--TEST--
invalid UTF-8 is fine without /u
--FILE--
<?php
var_dump(preg_match('/./', "\xff", $m), bin2hex($m[0]));
var_dump(preg_last_error());
--EXPECT--
int(1)
string(2) "ff"
int(0)
