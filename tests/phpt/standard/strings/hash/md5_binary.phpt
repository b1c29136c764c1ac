--TEST--
md5 raw output
--FILE--
<?php
$r = md5("abc", true);
var_dump(strlen($r), bin2hex($r));
--EXPECT--
int(16)
string(32) "900150983cd24fb0d6963f7d28e17f72"
