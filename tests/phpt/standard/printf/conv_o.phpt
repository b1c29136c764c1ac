--TEST--
sprintf %o octal
--FILE--
<?php
var_dump(sprintf('%o', 8));
var_dump(sprintf('%o', 511));
var_dump(sprintf('%o', -1));
--EXPECT--
string(2) "10"
string(3) "777"
string(22) "1777777777777777777777"
