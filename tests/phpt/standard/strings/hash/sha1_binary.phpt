--TEST--
sha1 raw output
--FILE--
<?php
$r = sha1("abc", true);
var_dump(strlen($r), bin2hex($r));
--EXPECT--
int(20)
string(40) "a9993e364706816aba3e25717850c26c9cd0d89d"
